import { clientIp } from "@/lib/http/client-address";
import { resetPasswordContract } from "@/lib/accounts/contracts";
import { resetPassword } from "@/lib/accounts/reset-password";
import { route } from "@/lib/http/route";

export const POST = route(resetPasswordContract, ({ req, body }) =>
  resetPassword({
    mobile: body.username,
    code: body.resetToken,
    newPassword: body.newPassword,
    ip: clientIp(req.headers),
  }),
);
