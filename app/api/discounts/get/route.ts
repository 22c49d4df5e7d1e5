import { searchCampaignsContract } from "@/lib/discounts/contracts";
import { searchCampaigns } from "@/lib/discounts/search-campaigns";
import { route } from "@/lib/http/route";

export const GET = route(searchCampaignsContract, ({ caller, query }) => searchCampaigns(caller.userId, query));
