import { prisma } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { lastTransactionsContract } from "@/lib/wallet/contracts";
import { listLastTransactions } from "@/lib/wallet/list-last-transactions";

export const GET = route(lastTransactionsContract, async ({ caller }) => ({
  result: await listLastTransactions(prisma, caller.userId, 10),
}));
