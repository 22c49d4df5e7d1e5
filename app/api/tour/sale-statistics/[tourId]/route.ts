import { route } from "@/lib/http/route";
import { tourSaleStatisticsContract } from "@/lib/statistics/contracts";
import { getSaleStatistics } from "@/lib/statistics/get-sale-statistics";

export const GET = route(tourSaleStatisticsContract, ({ caller, params, query }) =>
  getSaleStatistics(caller.userId, params.tourId, query.source),
);
