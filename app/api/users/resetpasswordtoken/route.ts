import { clientIp } from "@/lib/http/client-address";
import { resetPasswordTokenContract } from "@/lib/accounts/contracts";
import { requestOtp } from "@/lib/accounts/request-otp";
import { route } from "@/lib/http/route";

export const POST = route(resetPasswordTokenContract, ({ req, body }) =>
  requestOtp({ mobile: body.username, purpose: "ResetPassword", ip: clientIp(req.headers) }),
);
