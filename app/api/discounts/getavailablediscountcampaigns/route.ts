import { availableCampaignsContract } from "@/lib/discounts/contracts";
import { getAvailableCampaigns } from "@/lib/discounts/get-available-campaigns";
import { route } from "@/lib/http/route";

export const GET = route(availableCampaignsContract, ({ caller }) => getAvailableCampaigns(caller.userId));
