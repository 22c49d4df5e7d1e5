import "server-only";
// The wallet's last lines (Users/Self/transactions, the dashboard's card): one page, newest first, without the
// count and sums of the whole wallet that the paged lists answer (they are not shown there).
import type { Db } from "@/lib/db/client";
import { findAccountId, wallet } from "@/lib/ledger/accounts";
import { walletEntries } from "./wallet-entries";

export async function listLastTransactions(db: Db, userId: number, take: number) {
  const accountId = await findAccountId(db, wallet(userId));
  return accountId === null ? [] : walletEntries(db, accountId, {}, { skip: 0, take });
}
