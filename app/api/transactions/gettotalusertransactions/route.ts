import { route } from "@/lib/http/route";
import { totalUserTransactionsContract } from "@/lib/wallet/contracts";
import { getTotalUserTransactions } from "@/lib/wallet/get-total-user-transactions";

export const POST = route(totalUserTransactionsContract, ({ body }) => getTotalUserTransactions(body));
