// What the affiliate pages read from GET /api/Tour/affiliate-search and /api/Tour/collaborations: inferred from the contracts.
import type { ResponseOf, RowOf } from "@/lib/client/response-of";
import type { affiliateSearchContract } from "@/lib/affiliates/contracts";

export type SellableTourPage = ResponseOf<typeof affiliateSearchContract>;
export type SellableTour = RowOf<typeof affiliateSearchContract>;
