import { route } from "@/lib/http/route";
import { searchChargesContract } from "@/lib/wallet/contracts";
import { chargeSearch } from "@/lib/wallet/charge-search";
import { searchBills } from "@/lib/wallet/search-bills";

export const GET = route(searchChargesContract, ({ query }) =>
  searchBills("WalletCharge", { ...chargeSearch(query), Page: query.Page, PageSize: query.PageSize }),
);
