import "server-only";
// Export of a wallet's transactions / turnover: every line oldest first with the balance after
// it, carried across batches (the balance counts lines the filters leave out, as on the page).
import type { Db } from "@/lib/db/client";
import { findAccountId, wallet } from "@/lib/ledger/accounts";
import { EXPORT_BATCH, xlsxResponse, type XlsxCell } from "@/lib/xlsx/stream-xlsx";
import { typeLabel } from "./labels";
import { matchesEntry, walletEntriesBatch, type EntryFilters } from "./wallet-entries";

const COLUMNS = [
  { header: "ردیف", key: "id", width: 10 },
  { header: "تاریخ", key: "createdAt", width: 20 },
  { header: "نوع", key: "type", width: 22 },
  { header: "شرح", key: "description", width: 36 },
  { header: "تور", key: "tourName", width: 24 },
  { header: "کد رهگیری", key: "trackingCode", width: 14 },
  { header: "مبلغ (تومان)", key: "amount", width: 16, money: true },
  { header: "مانده (تومان)", key: "balance", width: 16, money: true },
];

async function* batches(db: Db, userId: number, filters: EntryFilters): AsyncGenerator<Record<string, XlsxCell>[]> {
  const accountId = await findAccountId(db, wallet(userId));
  if (accountId === null) return;
  let after = 0;
  let balance = 0n;
  for (;;) {
    const rows = await walletEntriesBatch(db, accountId, after, EXPORT_BATCH);
    if (!rows.length) return;
    const out: Record<string, XlsxCell>[] = [];
    for (const row of rows) {
      balance += row.amount;
      if (!matchesEntry(row, filters)) continue;
      out.push({
        id: row.id,
        createdAt: row.createdAt,
        type: typeLabel(row.type),
        description: row.description,
        tourName: row.tourName,
        trackingCode: row.trackingCode,
        amount: row.amount,
        balance,
      });
    }
    yield out;
    after = rows[rows.length - 1].id;
  }
}

export function exportWalletEntries(db: Db, userId: number, filters: EntryFilters, sheetName: string) {
  return xlsxResponse({ filename: `transactions-${userId}.xlsx`, sheetName, columns: COLUMNS, batches: batches(db, userId, filters) });
}
