import { clientIp } from "@/lib/http/client-address";
import { loginTokenContract } from "@/lib/accounts/contracts";
import { requestOtp } from "@/lib/accounts/request-otp";
import { route } from "@/lib/http/route";

export const POST = route(loginTokenContract, ({ req, body }) =>
  requestOtp({ mobile: body.username, purpose: "Login", ip: clientIp(req.headers) }),
);
