import "server-only";
// The transaction lists of a wallet (spec doc 3 §3): transaction-report (filters From, To,
// TourNameOrTrackingCode), turnover (From, To, TrackingCode; the running balance per line) and the
// last transactions, for the caller (Users/Self/…) or, for operators, any user (Transactions/…).
import type { Db } from "@/lib/db/client";
import { findAccountId, wallet } from "@/lib/ledger/accounts";
import { pageWindow, toPaged } from "@/lib/http/paging";
import { walletEntries, walletEntriesTotals, type EntryFilters } from "./wallet-entries";

export interface PageInput {
  Page: number;
  PageSize: number;
}

export async function listWalletTransactions(db: Db, userId: number, filters: EntryFilters, page: PageInput) {
  const accountId = await findAccountId(db, wallet(userId));
  if (accountId === null) return { ...toPaged([], 0, page.PageSize), totalAmount: 0n, totalIncome: 0n, totalOutgo: 0n };
  const [rows, totals] = await Promise.all([
    walletEntries(db, accountId, filters, pageWindow(page)),
    walletEntriesTotals(db, accountId, filters),
  ]);
  return {
    ...toPaged(rows, totals.count, page.PageSize),
    totalAmount: totals.sum,
    totalIncome: totals.income,
    totalOutgo: totals.outgo,
  };
}
