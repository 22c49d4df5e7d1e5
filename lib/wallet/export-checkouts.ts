import "server-only";
// The checkout exports (operator: every user's; user: their own): every matching row, streamed.
import { prisma } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { EXPORT_BATCH, keysetBatches, xlsxResponse } from "@/lib/xlsx/stream-xlsx";
import type { CheckoutFilters } from "./checkout-filters";
import { CHECKOUT_STATUS_LABELS } from "./labels";

const COLUMNS = [
  { header: "شناسه", key: "id", width: 10 },
  { header: "تاریخ درخواست", key: "createdAt", width: 20, date: true },
  { header: "نام کاربر", key: "fullName", width: 22 },
  { header: "موبایل", key: "mobile", width: 14 },
  { header: "مبلغ (تومان)", key: "amount", width: 16, money: true },
  { header: "شماره شبا", key: "bankAccount", width: 30 },
  { header: "وضعیت", key: "status", width: 22 },
  { header: "شماره پیگیری", key: "refNum", width: 18 },
  { header: "تاریخ پرداخت", key: "paidAt", width: 20, date: true },
  { header: "توضیح", key: "operatorNote", width: 30 },
];

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
    columns: COLUMNS,
    batches: keysetBatches(
      (after: number | undefined) => batch(filters, userId, after),
      (c) => c.id,
      (c) => ({
        id: c.id,
        createdAt: c.createdAt,
        fullName: `${c.firstName} ${c.lastName}`,
        mobile: c.mobile,
        amount: c.amount,
        bankAccount: `IR${c.bankAccount}`,
        status: CHECKOUT_STATUS_LABELS[c.status],
        refNum: c.refNum,
        paidAt: c.paidAt,
        operatorNote: c.operatorNote,
      }),
    ),
  });
}
