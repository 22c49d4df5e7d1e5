import { route } from "@/lib/http/route";
import { ticketIcsContract } from "@/lib/traveller/contracts";
import { ticketIcsResponse } from "@/lib/traveller/my-ticket";

export const GET = route(ticketIcsContract, ({ params }) => ticketIcsResponse(params.mobile, params.trackingId));
