import { clientIp } from "@/lib/http/client-address";
import { route } from "@/lib/http/route";
import { requestTicketCodeContract } from "@/lib/tickets/contracts";
import { requestTicketCode } from "@/lib/tickets/request-ticket-code";

export const POST = route(requestTicketCodeContract, ({ req, body }) =>
  requestTicketCode({ mobile: body.mobile, trackingId: body.trackingId, ip: clientIp(req.headers) }),
);
