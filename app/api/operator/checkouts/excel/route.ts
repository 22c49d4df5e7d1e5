import { route } from "@/lib/http/route";
import { checkoutFilters } from "@/lib/wallet/checkout-filters";
import { operatorCheckoutsExportContract } from "@/lib/wallet/contracts";
import { exportCheckouts } from "@/lib/wallet/export-checkouts";

export const GET = route(operatorCheckoutsExportContract, ({ query }) => exportCheckouts(checkoutFilters(query)));
