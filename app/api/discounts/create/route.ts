import { createCampaignContract } from "@/lib/discounts/contracts";
import { createCampaign } from "@/lib/discounts/create-campaign";
import { route } from "@/lib/http/route";

export const POST = route(createCampaignContract, ({ caller, body }) => createCampaign(caller.userId, body));
