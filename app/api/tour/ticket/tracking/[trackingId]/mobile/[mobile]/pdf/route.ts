import { clientIp } from "@/lib/http/client-address";
import { route } from "@/lib/http/route";
import { ticketPdfContract } from "@/lib/tickets/contracts";
import { ticketPdfResponse } from "@/lib/tickets/get-ticket";

export const GET = route(ticketPdfContract, ({ params, req }) =>
  ticketPdfResponse(params.mobile, params.trackingId, clientIp(req.headers)),
);
