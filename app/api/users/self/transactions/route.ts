import { prisma } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { lastTransactionsContract } from "@/lib/wallet/contracts";
import { listWalletTransactions } from "@/lib/wallet/list-wallet-transactions";

export const GET = route(lastTransactionsContract, async ({ caller }) => {
  const { result } = await listWalletTransactions(prisma, caller.userId, {}, { Page: 1, PageSize: 10 });
  return { result };
});
