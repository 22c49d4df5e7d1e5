import { getCampaignContract } from "@/lib/discounts/contracts";
import { getCampaign } from "@/lib/discounts/get-campaign";
import { route } from "@/lib/http/route";

export const GET = route(getCampaignContract, ({ caller, query }) => getCampaign(caller.userId, query.id));
