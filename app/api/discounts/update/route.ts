import { updateCampaignContract } from "@/lib/discounts/contracts";
import { updateCampaign } from "@/lib/discounts/update-campaign";
import { route } from "@/lib/http/route";

export const PUT = route(updateCampaignContract, ({ caller, body }) => updateCampaign(caller.userId, body));
