import { route } from "@/lib/http/route";
import { ticketContract } from "@/lib/tickets/contracts";
import { getTicket } from "@/lib/tickets/get-ticket";

export const GET = route(ticketContract, ({ params }) => getTicket(params.mobile, params.trackingId));
