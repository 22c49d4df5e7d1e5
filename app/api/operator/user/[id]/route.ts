import { route } from "@/lib/http/route";
import { deleteUserContract, getUserContract } from "@/lib/operator-users/contracts";
import { deleteUser } from "@/lib/operator-users/delete-user";
import { getUserDetail } from "@/lib/operator-users/get-user-detail";

export const GET = route(getUserContract, ({ params }) => getUserDetail(params.id));
export const DELETE = route(deleteUserContract, ({ caller, params }) => deleteUser(caller.userId, params.id));
