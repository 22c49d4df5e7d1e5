import { route } from "@/lib/http/route";
import { getBalanceReport } from "@/lib/wallet/get-balance-report";
import { balanceContract } from "@/lib/wallet/contracts";

export const GET = route(balanceContract, ({ caller }) => getBalanceReport(caller.userId));
