import "server-only";
// POST /api/Transactions/GetTotalUserTransactions (operator, accountant): one user's wallet in
// figures — balance, pending, withdrawable, totals in and out, per transaction type — and a page
// of their transactions (the turnover request's body: userId, page, pageSize, from, to, searchText).
import { prisma } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { findAccountId, wallet } from "@/lib/ledger/accounts";
import { getWalletFigures } from "./get-wallet-figures";
import { listWalletTransactions } from "./list-wallet-transactions";
import { WALLET_MESSAGES as M } from "./messages";

export interface TotalUserTransactionsInput {
  userId: number;
  page: number;
  pageSize: number;
  from?: Date;
  to?: Date;
  searchText?: string;
}

export async function getTotalUserTransactions(input: TotalUserTransactionsInput) {
  const user = await prisma.user.findUnique({
    where: { id: input.userId },
    select: { id: true, firstName: true, lastName: true, mobile: true, role: true },
  });
  if (!user) throw notFound(M.userNotFound, "user_not_found");
  const accountId = await findAccountId(prisma, wallet(user.id));
  const [figures, list, byType] = await Promise.all([
    getWalletFigures(prisma, user.id),
    listWalletTransactions(
      prisma,
      user.id,
      { from: input.from, to: input.to, term: input.searchText },
      { Page: input.page, PageSize: input.pageSize },
    ),
    accountId === null
      ? Promise.resolve([] as { type: string; count: bigint; amount: bigint }[])
      : prisma.$queryRaw<{ type: string; count: bigint; amount: bigint }[]>`
          select t.type, count(*) as count, sum(e.amount)::bigint as amount
          from "LedgerEntry" e join "LedgerTransaction" t on t.id = e."transactionId"
          where e."accountId" = ${accountId} group by t.type order by t.type`,
  ]);
  return {
    user: { id: user.id, fullName: `${user.firstName} ${user.lastName}`, mobile: user.mobile, role: user.role },
    ...figures,
    byType: byType.map((t) => ({ type: t.type, count: Number(t.count), amount: t.amount })),
    ...list,
  };
}
