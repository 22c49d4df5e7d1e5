import { addLeaderToAffiliateContract } from "@/lib/affiliates/contracts";
import { setAffiliateLeaders } from "@/lib/affiliates/set-affiliate-leaders";
import { route } from "@/lib/http/route";

export const POST = route(addLeaderToAffiliateContract, ({ caller, body }) => setAffiliateLeaders(caller.userId, body));
