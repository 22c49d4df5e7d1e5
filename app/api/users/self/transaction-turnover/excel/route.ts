import { prisma } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { selfTurnoverExportContract } from "@/lib/wallet/contracts";
import { exportWalletEntries } from "@/lib/wallet/export-wallet-entries";
import { turnoverFilters } from "@/lib/wallet/turnover-filters";

export const GET = route(selfTurnoverExportContract, ({ caller, query }) =>
  exportWalletEntries(prisma, caller.userId, turnoverFilters(query), "turnover"),
);
