import { deleteCampaignContract } from "@/lib/discounts/contracts";
import { deleteCampaign } from "@/lib/discounts/delete-campaign";
import { route } from "@/lib/http/route";

export const DELETE = route(deleteCampaignContract, ({ caller, params }) =>
  deleteCampaign(caller.userId, params.discountId),
);
