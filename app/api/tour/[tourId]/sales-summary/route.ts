import { route } from "@/lib/http/route";
import { salesSummaryContract } from "@/lib/tour-report/contracts";
import { getSalesSummary } from "@/lib/tour-report/get-sales-summary";

export const GET = route(salesSummaryContract, ({ caller, params, query }) =>
  getSalesSummary(caller.userId, params.tourId, query.sessionId),
);
