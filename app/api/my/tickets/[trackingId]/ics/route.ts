import { route } from "@/lib/http/route";
import { myTicketIcsContract } from "@/lib/traveller/contracts";
import { ticketIcsResponse } from "@/lib/traveller/my-ticket";
import { requireTraveller } from "@/lib/traveller/session";

export const GET = route(myTicketIcsContract, async ({ req, params }) =>
  ticketIcsResponse((await requireTraveller(req)).mobile, params.trackingId),
);
