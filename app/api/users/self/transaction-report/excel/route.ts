import { prisma } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { transactionReportExportContract } from "@/lib/wallet/contracts";
import { exportWalletEntries } from "@/lib/wallet/export-wallet-entries";
import { pick } from "@/lib/http/query-fields";

export const GET = route(transactionReportExportContract, ({ caller, query }) =>
  exportWalletEntries(
    prisma,
    caller.userId,
    { from: pick(query, "From"), to: pick(query, "To"), term: pick(query, "TourNameOrTrackingCode") },
    "report",
  ),
);
