import { route } from "@/lib/http/route";
import { saleStatisticsContract } from "@/lib/statistics/contracts";
import { getSaleStatistics } from "@/lib/statistics/get-sale-statistics";

export const GET = route(saleStatisticsContract, ({ caller }) => getSaleStatistics(caller.userId));
