import { prisma } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { operatorTurnoverContract } from "@/lib/wallet/contracts";
import { listWalletTransactions } from "@/lib/wallet/list-wallet-transactions";
import { requireTurnoverUser, turnoverFilters } from "@/lib/wallet/turnover-filters";

export const GET = route(operatorTurnoverContract, async ({ query }) =>
  listWalletTransactions(prisma, await requireTurnoverUser(query), turnoverFilters(query), query),
);
