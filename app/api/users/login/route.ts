import { clientIp } from "@/lib/http/client-address";
import { loginContract } from "@/lib/accounts/contracts";
import { login } from "@/lib/accounts/login";
import { route } from "@/lib/http/route";

export const POST = route(loginContract, ({ req, body }) =>
  login({
    mobile: body.username,
    password: body.password,
    keepMeLogin: body.keepMeLogin,
    code: body.otpCode,
    ip: clientIp(req.headers),
  }),
);
