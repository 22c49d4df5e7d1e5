import { setCampaignActivationContract } from "@/lib/discounts/contracts";
import { setCampaignActivation } from "@/lib/discounts/set-campaign-activation";
import { route } from "@/lib/http/route";

export const PUT = route(setCampaignActivationContract, ({ caller, body }) =>
  setCampaignActivation(caller.userId, body),
);
