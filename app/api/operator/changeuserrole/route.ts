import { route } from "@/lib/http/route";
import { changeRoleContract } from "@/lib/operator-users/contracts";
import { changeUserRole } from "@/lib/operator-users/change-user-role";

export const POST = route(changeRoleContract, ({ caller, body }) => changeUserRole(caller.userId, body));
