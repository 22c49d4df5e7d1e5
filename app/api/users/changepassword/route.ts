import { changePassword } from "@/lib/accounts/change-password";
import { clientIp } from "@/lib/http/client-address";
import { changePasswordContract } from "@/lib/accounts/contracts";
import { wasKeptLoggedIn } from "@/lib/accounts/current-token";
import { route } from "@/lib/http/route";

export const PUT = route(changePasswordContract, async ({ req, caller, body }) =>
  changePassword({
    caller,
    currentPassword: body.currentPassword,
    newPassword: body.newPassword,
    keepMeLogin: await wasKeptLoggedIn(req),
    ip: clientIp(req.headers),
  }),
);
