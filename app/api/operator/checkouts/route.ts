import { route } from "@/lib/http/route";
import { checkoutFilters } from "@/lib/wallet/checkout-filters";
import { operatorCheckoutsContract } from "@/lib/wallet/contracts";
import { listCheckouts } from "@/lib/wallet/list-checkouts";

export const GET = route(operatorCheckoutsContract, ({ query }) =>
  listCheckouts({ ...checkoutFilters(query), ...query }),
);
