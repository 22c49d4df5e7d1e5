import { verifyUserMailContract } from "@/lib/accounts/contracts";
import { verifyUserMail } from "@/lib/accounts/verify-user-mail";
import { route } from "@/lib/http/route";

export const PUT = route(verifyUserMailContract, ({ caller, body }) =>
  verifyUserMail({ userId: caller.userId, token: body.token }),
);
