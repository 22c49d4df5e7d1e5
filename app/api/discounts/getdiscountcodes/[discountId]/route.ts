import { campaignCodesContract } from "@/lib/discounts/contracts";
import { getCampaignCodes } from "@/lib/discounts/get-campaign-codes";
import { route } from "@/lib/http/route";

export const GET = route(campaignCodesContract, ({ caller, params }) =>
  getCampaignCodes(caller.userId, params.discountId),
);
