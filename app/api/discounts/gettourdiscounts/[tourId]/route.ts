import { tourCampaignsContract } from "@/lib/discounts/contracts";
import { getTourCampaigns } from "@/lib/discounts/get-tour-campaigns";
import { route } from "@/lib/http/route";

export const GET = route(tourCampaignsContract, ({ caller, params }) => getTourCampaigns(caller.userId, params.tourId));
