import { route } from "@/lib/http/route";
import { checkoutFilters } from "@/lib/wallet/checkout-filters";
import { selfCheckoutsExportContract } from "@/lib/wallet/contracts";
import { exportCheckouts } from "@/lib/wallet/export-checkouts";

export const GET = route(selfCheckoutsExportContract, ({ caller, query }) =>
  exportCheckouts(checkoutFilters(query), caller.userId),
);
