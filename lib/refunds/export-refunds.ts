import "server-only";
// Export of the refunds list: every matching row, streamed, newest first as the list.
// Issue 33: each batch is one statement that reads the file's columns with the tour's title and the ticket's tracking
// code and buyer looked up — the list's row (refund-row.ts) loads the leader, the bill and the cancelled passengers as
// four more statements of 5,000 ids each, which the file never shows: 20,000 refunds took 2.7 s of server CPU that way.
import { prisma } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import type { RefundState } from "@/lib/db/generated/enums";
import { REFUND_STATE_LABELS } from "@/lib/wallet/labels";
import { latinDigits } from "@/lib/validation/fields";
import { exportColumns } from "@/lib/xlsx/export-columns";
import { EXPORT_BATCH, keysetBatches, xlsxResponse } from "@/lib/xlsx/stream-xlsx";
import type { RefundFilters } from "./list-refunds";
import { AWAITING_ACCOUNT } from "./messages";
import { refundFilterStates } from "./refund-filter-states";

interface ExportRow {
  id: number;
  createdAt: Date;
  tourTitle: string;
  trackingId: string;
  buyerMobile: string;
  penaltyPercent: number;
  returnedAmount: bigint;
  cardNumber: string | null;
  iban: string | null;
  accountHolder: string | null;
  state: RefundState;
  refNum: string | null;
  payDate: Date | null;
}

// Unpaid with neither a card nor a sheba: the buyer was texted the link to give one (as refundRow's awaitingAccount).
const awaitingAccount = (r: ExportRow) =>
  !r.cardNumber && !r.iban && (r.state === "OperatorPending" || r.state === "TourLeaderPending");

const COLUMNS = exportColumns<ExportRow>([
  { header: "شناسه", width: 10, value: (r) => r.id },
  { header: "تاریخ", width: 20, date: true, value: (r) => r.createdAt },
  { header: "تور", width: 26, value: (r) => r.tourTitle },
  { header: "کد رهگیری", width: 14, value: (r) => r.trackingId },
  { header: "موبایل خریدار", width: 14, value: (r) => r.buyerMobile },
  { header: "درصد جریمه", width: 10, value: (r) => r.penaltyPercent },
  { header: "مبلغ بازگشتی (تومان)", width: 18, money: true, value: (r) => r.returnedAmount },
  { header: "شماره کارت", width: 20, value: (r) => (awaitingAccount(r) ? AWAITING_ACCOUNT : r.cardNumber) },
  { header: "شبا", width: 30, value: (r) => (awaitingAccount(r) ? AWAITING_ACCOUNT : r.iban) },
  { header: "نام صاحب حساب", width: 24, value: (r) => r.accountHolder },
  { header: "وضعیت", width: 26, value: (r) => REFUND_STATE_LABELS[r.state] },
  { header: "شماره پیگیری", width: 18, value: (r) => r.refNum },
  { header: "تاریخ واریز", width: 20, date: true, value: (r) => r.payDate },
]);

/** refundWhere (list-refunds.ts) in SQL; the tracking code's contains is Prisma's own (`%` and `_` not escaped), so the
 *  file holds the rows the list pages through (lib/refunds/export-refunds.int.test.ts compares the two). */
function exportFilter(f: RefundFilters): Prisma.Sql {
  const states = refundFilterStates(f);
  const tracking = f.TrackingId ? latinDigits(f.TrackingId) : undefined;
  const all = [Prisma.sql`r."deletedAt" is null`];
  if (states) all.push(Prisma.sql`r.state::text = any(${states}::text[])`);
  if (f.From) all.push(Prisma.sql`r."createdAt" >= ${f.From}`);
  if (f.To) all.push(Prisma.sql`r."createdAt" <= ${f.To}`);
  if (tracking) all.push(Prisma.sql`res."trackingId" ilike '%' || ${tracking} || '%'`);
  return Prisma.join(all, " and ");
}

// The batch's refunds are walked down the primary key and each one's tour and ticket looked up by theirs: as a plain join
// the planner hashes the whole Reservation and Tour tables for every batch of 5,000 (a batch then costs the platform's
// tickets); the lateral lookup with OFFSET 0 is not flattened into that join, so a batch costs its own rows.
function exportBatch(filter: Prisma.Sql, before: number | undefined) {
  return prisma.$queryRaw<ExportRow[]>`
    select r.id, r."createdAt", (select t.title from "Tour" t where t.id = r."tourId") as "tourTitle", res."trackingId",
           res."buyerMobile", r."penaltyPercent", r."returnedAmount", r."cardNumber", r.iban, r."accountHolder",
           r.state::text as state, r."refNum", r."payDate"
    from "Refund" r
      cross join lateral (select x."trackingId", x."buyerMobile" from "Reservation" x where x.id = r."reservationId" offset 0) res
    where ${filter} ${before === undefined ? Prisma.empty : Prisma.sql`and r.id < ${before}`}
    order by r.id desc limit ${EXPORT_BATCH}`;
}

export function exportRefunds(filters: RefundFilters) {
  const filter = exportFilter(filters);
  return xlsxResponse({
    filename: "refunds.xlsx",
    sheetName: "استردادها",
    columns: COLUMNS.columns,
    batches: keysetBatches(
      (before: number | undefined) => exportBatch(filter, before),
      (r) => r.id,
      COLUMNS.cells,
    ),
  });
}
