import { route } from "@/lib/http/route";
import { viewStatisticsContract } from "@/lib/statistics/contracts";
import { getViewStatistics } from "@/lib/statistics/get-view-statistics";

export const GET = route(viewStatisticsContract, ({ caller }) => getViewStatistics(caller.userId));
