import { route } from "@/lib/http/route";
import { getSelfContract, updateSelfContract } from "@/lib/profile/contracts";
import { getSelfProfile } from "@/lib/profile/get-self-profile";
import { updateSelfProfile } from "@/lib/profile/update-self-profile";

export const GET = route(getSelfContract, ({ caller }) => getSelfProfile(caller.userId));

export const PUT = route(updateSelfContract, ({ caller, body }) => updateSelfProfile(caller.userId, body));
