import { route } from "@/lib/http/route";
import { addLinkGroupContract } from "@/lib/websites/contracts";
import { addLinkGroup } from "@/lib/websites/link-groups";

export const POST = route(addLinkGroupContract, ({ caller, params }) => addLinkGroup(caller.userId, params.title));
