import { route } from "@/lib/http/route";
import { myTicketsContract } from "@/lib/traveller/contracts";
import { listMyTickets } from "@/lib/traveller/list-my-tickets";
import { requireTraveller } from "@/lib/traveller/session";

export const GET = route(myTicketsContract, async ({ req, query }) =>
  listMyTickets((await requireTraveller(req)).mobile, query),
);
