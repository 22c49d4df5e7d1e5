import { route } from "@/lib/http/route";
import { chargesExportContract } from "@/lib/wallet/contracts";
import { chargeSearch } from "@/lib/wallet/charge-search";
import { exportBills } from "@/lib/wallet/export-bills";

export const GET = route(chargesExportContract, ({ query }) =>
  exportBills("WalletCharge", chargeSearch(query), "شارژ کیف پول", "charges.xlsx"),
);
