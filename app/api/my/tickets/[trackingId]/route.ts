import { route } from "@/lib/http/route";
import { myTicketContract } from "@/lib/traveller/contracts";
import { getMyTicket } from "@/lib/traveller/my-ticket";
import { requireTraveller } from "@/lib/traveller/session";

export const GET = route(myTicketContract, async ({ req, params }) =>
  getMyTicket((await requireTraveller(req)).mobile, params.trackingId),
);
