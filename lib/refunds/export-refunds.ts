import "server-only";
// Export of the refunds list: every matching row, streamed.
import { prisma } from "@/lib/db/client";
import { REFUND_STATE_LABELS } from "@/lib/wallet/labels";
import { exportColumns } from "@/lib/xlsx/export-columns";
import { EXPORT_BATCH, keysetBatches, xlsxResponse } from "@/lib/xlsx/stream-xlsx";
import { refundWhere, type RefundFilters } from "./list-refunds";
import { AWAITING_ACCOUNT } from "./messages";
import { refundRow, refundRowInclude } from "./refund-row";

const COLUMNS = exportColumns<ReturnType<typeof refundRow>>([
  { header: "شناسه", width: 10, value: (r) => r.id },
  { header: "تاریخ", width: 20, date: true, value: (r) => r.createdAt },
  { header: "تور", width: 26, value: (r) => r.tourTitle },
  { header: "کد رهگیری", width: 14, value: (r) => r.trackingId },
  { header: "موبایل خریدار", width: 14, value: (r) => r.buyerMobile },
  { header: "درصد جریمه", width: 10, value: (r) => r.penaltyPercent },
  { header: "مبلغ بازگشتی (تومان)", width: 18, money: true, value: (r) => r.returnedAmount },
  { header: "شماره کارت", width: 20, value: (r) => (r.awaitingAccount ? AWAITING_ACCOUNT : r.cardNumber) },
  { header: "شبا", width: 30, value: (r) => (r.awaitingAccount ? AWAITING_ACCOUNT : r.iban) },
  { header: "نام صاحب حساب", width: 24, value: (r) => r.accountHolder },
  { header: "وضعیت", width: 26, value: (r) => REFUND_STATE_LABELS[r.state] },
  { header: "شماره پیگیری", width: 18, value: (r) => r.refNum },
  { header: "تاریخ واریز", width: 20, date: true, value: (r) => r.payDate },
]);

export function exportRefunds(filters: RefundFilters) {
  const where = refundWhere(filters);
  return xlsxResponse({
    filename: "refunds.xlsx",
    sheetName: "استردادها",
    columns: COLUMNS.columns,
    batches: keysetBatches(
      (after: number | undefined) =>
        prisma.refund.findMany({
          where: after ? { AND: [where, { id: { lt: after } }] } : where,
          orderBy: { id: "desc" },
          take: EXPORT_BATCH,
          include: refundRowInclude,
        }),
      (r) => r.id,
      (r) => COLUMNS.cells(refundRow(r)),
    ),
  });
}
