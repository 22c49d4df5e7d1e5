import { route } from "@/lib/http/route";
import { linkGroupsContract } from "@/lib/websites/contracts";
import { getLinkGroups } from "@/lib/websites/link-groups";

export const GET = route(linkGroupsContract, ({ caller }) => getLinkGroups(caller.userId));
