import "server-only";
// Export of a wallet's transaction report (the lines of tours' tickets) or turnover (every line):
// oldest first with the balance after each line, carried across batches (the balance counts lines
// the filters leave out, as on the page); «ردیف» numbers the rows of the file 1, 2, 3, …
import type { Db } from "@/lib/db/client";
import { findAccountId, wallet } from "@/lib/ledger/accounts";
import { EXPORT_BATCH, xlsxResponse, type XlsxCell } from "@/lib/xlsx/stream-xlsx";
import { typeLabel } from "./labels";
import { matchesEntry, walletEntriesBatch, type EntryFilters } from "./wallet-entries";

const COLUMNS = [
  { header: "ردیف", key: "row", width: 8 },
  { header: "تاریخ", key: "createdAt", width: 20, date: true },
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
  let row = 0;
  for (;;) {
    const rows = await walletEntriesBatch(db, accountId, after, EXPORT_BATCH);
    if (!rows.length) return;
    const out: Record<string, XlsxCell>[] = [];
    for (const line of rows) {
      balance += line.amount;
      if (!matchesEntry(line, filters)) continue;
      out.push({
        row: ++row,
        createdAt: line.createdAt,
        type: typeLabel(line.type),
        description: line.description,
        tourName: line.tourName,
        trackingCode: line.trackingCode,
        amount: line.amount,
        balance,
      });
    }
    yield out;
    after = rows[rows.length - 1].id;
  }
}

export const WALLET_EXPORTS = {
  report: { file: "transaction-report", sheet: "گزارش تراکنش‌ها" },
  turnover: { file: "turnover", sheet: "گردش حساب" },
} as const;

export function exportWalletEntries(db: Db, userId: number, filters: EntryFilters, kind: keyof typeof WALLET_EXPORTS) {
  const { file, sheet } = WALLET_EXPORTS[kind];
  return xlsxResponse({
    filename: `${file}-${userId}.xlsx`,
    sheetName: sheet,
    columns: COLUMNS,
    batches: batches(db, userId, { ...filters, tourLinesOnly: kind === "report" }),
  });
}
