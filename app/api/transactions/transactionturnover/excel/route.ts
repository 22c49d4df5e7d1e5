import { prisma } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { operatorTurnoverExportContract } from "@/lib/wallet/contracts";
import { exportWalletEntries } from "@/lib/wallet/export-wallet-entries";
import { requireTurnoverUser, turnoverFilters } from "@/lib/wallet/turnover-filters";

export const GET = route(operatorTurnoverExportContract, async ({ query }) =>
  exportWalletEntries(prisma, await requireTurnoverUser(query), turnoverFilters(query), "turnover"),
);
