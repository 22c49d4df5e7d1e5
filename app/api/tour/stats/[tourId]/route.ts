import { route } from "@/lib/http/route";
import { tourViewStatisticsContract } from "@/lib/statistics/contracts";
import { getViewStatistics } from "@/lib/statistics/get-view-statistics";

export const GET = route(tourViewStatisticsContract, ({ caller, params }) =>
  getViewStatistics(caller.userId, params.tourId),
);
