import "server-only";
// Export of a wallet's transaction report (the lines of tours' tickets) or turnover (every line):
// oldest first with the balance after each line, carried across batches (the balance counts lines
// the filters leave out, as on the page); «ردیف» numbers the rows of the file 1, 2, 3, …
import type { Db } from "@/lib/db/client";
import { findAccountId, wallet } from "@/lib/ledger/accounts";
import { exportColumns } from "@/lib/xlsx/export-columns";
import { EXPORT_BATCH, xlsxResponse, type XlsxCell } from "@/lib/xlsx/stream-xlsx";
import { typeLabel } from "./labels";
import { matchesEntry, walletEntriesBatch, type EntryFilters, type WalletEntryRow } from "./wallet-entries";

/** A line of the file: the entry, its number in the file and the balance after it. */
interface FileLine {
  line: WalletEntryRow;
  row: number;
  balance: bigint;
}

const COLUMNS = exportColumns<FileLine>([
  { header: "ردیف", width: 8, value: (l) => l.row },
  { header: "تاریخ", width: 20, date: true, value: (l) => l.line.createdAt },
  { header: "نوع", width: 22, value: (l) => typeLabel(l.line.type) },
  { header: "شرح", width: 36, value: (l) => l.line.description },
  { header: "تور", width: 24, value: (l) => l.line.tourName },
  { header: "کد رهگیری", width: 14, value: (l) => l.line.trackingCode },
  { header: "مبلغ (تومان)", width: 16, money: true, value: (l) => l.line.amount },
  { header: "مانده (تومان)", width: 16, money: true, value: (l) => l.balance },
]);

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
      out.push(COLUMNS.cells({ line, row: ++row, balance }));
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
    columns: COLUMNS.columns,
    batches: batches(db, userId, { ...filters, tourLinesOnly: kind === "report" }),
  });
}
