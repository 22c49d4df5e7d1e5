import { route } from "@/lib/http/route";
import { tourObjectPurchasesContract } from "@/lib/wallet/contracts";
import { searchBills } from "@/lib/wallet/search-bills";

export const GET = route(tourObjectPurchasesContract, ({ query }) =>
  searchBills("ProductOrder", { ...query, Status: ["Paid"] }),
);
