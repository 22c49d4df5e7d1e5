import { route } from "@/lib/http/route";
import { usersChargesContract } from "@/lib/wallet/contracts";
import { searchBills } from "@/lib/wallet/search-bills";

export const GET = route(usersChargesContract, ({ query }) =>
  searchBills("WalletCharge", { ...query, Status: ["Paid"] }),
);
