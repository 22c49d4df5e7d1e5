import { clientIp } from "@/lib/http/client-address";
import { route } from "@/lib/http/route";
import { requestTravellerCodeContract } from "@/lib/traveller/contracts";
import { requestTravellerCode } from "@/lib/traveller/sign-in";

export const POST = route(requestTravellerCodeContract, ({ req, body }) =>
  requestTravellerCode({ mobile: body.mobile, ip: clientIp(req.headers) }),
);
