import { route } from "@/lib/http/route";
import { saveLinkGroupsContract } from "@/lib/websites/contracts";
import { saveLinkGroups } from "@/lib/websites/link-groups";

export const PUT = route(saveLinkGroupsContract, ({ caller, body }) => saveLinkGroups(caller.userId, body));
