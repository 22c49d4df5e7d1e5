import { impersonateContract } from "@/lib/accounts/contracts";
import { impersonateUser } from "@/lib/accounts/impersonate-user";
import { route } from "@/lib/http/route";

export const GET = route(impersonateContract, ({ caller, params }) =>
  impersonateUser({ operatorId: caller.userId, userId: params.userId }),
);
