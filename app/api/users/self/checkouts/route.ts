import { route } from "@/lib/http/route";
import { checkoutFilters } from "@/lib/wallet/checkout-filters";
import { selfCheckoutsContract } from "@/lib/wallet/contracts";
import { listSelfCheckouts } from "@/lib/wallet/list-self-checkouts";

export const GET = route(selfCheckoutsContract, ({ caller, query }) =>
  listSelfCheckouts(caller.userId, { ...checkoutFilters(query), ...query }),
);
