import { prisma } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { transactionReportContract } from "@/lib/wallet/contracts";
import { listWalletTransactions } from "@/lib/wallet/list-wallet-transactions";
import { pick } from "@/lib/http/query-fields";

export const GET = route(transactionReportContract, ({ caller, query }) =>
  listWalletTransactions(
    prisma,
    caller.userId,
    {
      from: pick(query, "From"),
      to: pick(query, "To"),
      term: pick(query, "TourNameOrTrackingCode"),
      tourLinesOnly: true,
    },
    query,
  ),
);
