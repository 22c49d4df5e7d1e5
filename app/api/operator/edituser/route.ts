import { route } from "@/lib/http/route";
import { editUserContract } from "@/lib/operator-users/contracts";
import { editUser } from "@/lib/operator-users/edit-user";

export const PUT = route(editUserContract, ({ caller, body }) => editUser(caller.userId, body));
