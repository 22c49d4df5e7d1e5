import { inviteUserContract } from "@/lib/affiliates/contracts";
import { inviteUser } from "@/lib/affiliates/invite-user";
import { route } from "@/lib/http/route";

export const POST = route(inviteUserContract, ({ caller, body }) => inviteUser(caller.userId, body));
