import { route } from "@/lib/http/route";
import { manageTicketContract } from "@/lib/tickets/contracts";
import { getManageTicket } from "@/lib/tickets/get-ticket";

export const GET = route(manageTicketContract, ({ params }) => getManageTicket(params.mobile, params.trackingId));
