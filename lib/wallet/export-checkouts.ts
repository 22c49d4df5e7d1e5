import "server-only";
// The checkout exports (operator: every user's; user: their own): every matching row, streamed.
import { prisma } from "@/lib/db/client";
import { EXPORT_BATCH, keysetBatches, xlsxResponse } from "@/lib/xlsx/stream-xlsx";
import { checkoutWhere, type CheckoutFilters } from "./checkout-filters";
import { CHECKOUT_STATUS_LABELS } from "./labels";
import { checkoutUserSelect } from "./list-checkouts";

const COLUMNS = [
  { header: "شناسه", key: "id", width: 10 },
  { header: "تاریخ درخواست", key: "createdAt", width: 20 },
  { header: "نام کاربر", key: "fullName", width: 22 },
  { header: "موبایل", key: "mobile", width: 14 },
  { header: "مبلغ (تومان)", key: "amount", width: 16 },
  { header: "شماره شبا", key: "bankAccount", width: 30 },
  { header: "وضعیت", key: "status", width: 22 },
  { header: "شماره پیگیری", key: "refNum", width: 18 },
  { header: "تاریخ پرداخت", key: "paidAt", width: 20 },
  { header: "توضیح", key: "operatorNote", width: 30 },
];

export function exportCheckouts(filters: CheckoutFilters, userId?: number) {
  const where = checkoutWhere(filters, userId);
  return xlsxResponse({
    filename: "checkouts.xlsx",
    sheetName: "تسویه‌ها",
    columns: COLUMNS,
    batches: keysetBatches(
      (after: number | undefined) =>
        prisma.checkout.findMany({
          where: after ? { AND: [where, { id: { lt: after } }] } : where,
          orderBy: { id: "desc" },
          take: EXPORT_BATCH,
          include: { user: { select: checkoutUserSelect } },
        }),
      (c) => c.id,
      (c) => ({
        id: c.id,
        createdAt: c.createdAt,
        fullName: `${c.user.firstName} ${c.user.lastName}`,
        mobile: c.user.mobile,
        amount: Number(c.amount),
        bankAccount: `IR${c.bankAccount}`,
        status: CHECKOUT_STATUS_LABELS[c.status],
        refNum: c.refNum,
        paidAt: c.paidAt,
        operatorNote: c.operatorNote,
      }),
    ),
  });
}
