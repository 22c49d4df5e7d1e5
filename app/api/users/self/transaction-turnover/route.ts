import { prisma } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { selfTurnoverContract } from "@/lib/wallet/contracts";
import { listWalletTransactions } from "@/lib/wallet/list-wallet-transactions";
import { turnoverFilters } from "@/lib/wallet/turnover-filters";

export const GET = route(selfTurnoverContract, ({ caller, query }) =>
  listWalletTransactions(prisma, caller.userId, turnoverFilters(query), query),
);
