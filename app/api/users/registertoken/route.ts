import { clientIp } from "@/lib/http/client-address";
import { registerTokenContract } from "@/lib/accounts/contracts";
import { requestOtp } from "@/lib/accounts/request-otp";
import { route } from "@/lib/http/route";

export const POST = route(registerTokenContract, ({ req, body }) =>
  requestOtp({ mobile: body.username, purpose: "Register", ip: clientIp(req.headers) }),
);
