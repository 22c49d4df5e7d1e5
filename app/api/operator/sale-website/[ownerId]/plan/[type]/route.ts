import { route } from "@/lib/http/route";
import { setPlanContract } from "@/lib/websites/contracts";
import { setWebsitePlan } from "@/lib/websites/operator-changes";

export const PUT = route(setPlanContract, ({ params }) => setWebsitePlan(params.ownerId, params.type));
