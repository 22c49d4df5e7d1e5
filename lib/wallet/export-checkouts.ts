import "server-only";
// The checkout exports (operator: every user's; user: their own): every matching row, streamed.
import { prisma } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { exportColumns } from "@/lib/xlsx/export-columns";
import { EXPORT_BATCH, keysetBatches, xlsxResponse } from "@/lib/xlsx/stream-xlsx";
import type { CheckoutFilters } from "./checkout-filters";
import { CHECKOUT_STATUS_LABELS } from "./labels";

interface ExportRow {
  id: number;
  createdAt: Date;
  firstName: string;
  lastName: string;
  mobile: string;
  amount: bigint;
  bankAccount: string;
  status: string;
  refNum: string | null;
  paidAt: Date | null;
  operatorNote: string | null;
}

const COLUMNS = exportColumns<ExportRow>([
  { header: "شناسه", width: 10, value: (c) => c.id },
  { header: "تاریخ درخواست", width: 20, date: true, value: (c) => c.createdAt },
  { header: "نام کاربر", width: 22, value: (c) => `${c.firstName} ${c.lastName}` },
  { header: "موبایل", width: 14, value: (c) => c.mobile },
  { header: "مبلغ (تومان)", width: 16, money: true, value: (c) => c.amount },
  { header: "شماره شبا", width: 30, value: (c) => `IR${c.bankAccount}` },
  { header: "وضعیت", width: 22, value: (c) => CHECKOUT_STATUS_LABELS[c.status] },
  { header: "شماره پیگیری", width: 18, value: (c) => c.refNum },
  { header: "تاریخ پرداخت", width: 20, date: true, value: (c) => c.paidAt },
  { header: "توضیح", width: 30, value: (c) => c.operatorNote },
]);

/** One keyset batch in plain SQL (the ORM's row objects cost more than the sheet itself at a million rows). */
function batch(filters: CheckoutFilters, userId: number | undefined, before: number | undefined) {
  const parts: Prisma.Sql[] = [userId ? Prisma.sql`c."userId" = ${userId}` : Prisma.sql`c.status <> 'Deleted'`];
  if (filters.OnlyPaid) parts.push(Prisma.sql`c.status = 'Paid'`);
  if (filters.Start) parts.push(Prisma.sql`c."createdAt" >= ${filters.Start}`);
  if (filters.End) parts.push(Prisma.sql`c."createdAt" <= ${filters.End}`);
  if (before) parts.push(Prisma.sql`c.id < ${before}`);
  return prisma.$queryRaw<ExportRow[]>`
    select c.id, c."createdAt", u."firstName", u."lastName", u.mobile, c.amount, c."bankAccount", c.status::text as status, c."refNum", c."paidAt", c."operatorNote"
    from "Checkout" c join "User" u on u.id = c."userId"
    where ${Prisma.join(parts, " and ")} order by c.id desc limit ${EXPORT_BATCH}`;
}

export function exportCheckouts(filters: CheckoutFilters, userId?: number) {
  return xlsxResponse({
    filename: "checkouts.xlsx",
    sheetName: "تسویه‌ها",
    columns: COLUMNS.columns,
    batches: keysetBatches(
      (after: number | undefined) => batch(filters, userId, after),
      (c) => c.id,
      COLUMNS.cells,
    ),
  });
}
