import "server-only";
// Export of the refunds list: every matching row, streamed.
import { prisma } from "@/lib/db/client";
import { REFUND_STATE_LABELS } from "@/lib/wallet/labels";
import { EXPORT_BATCH, keysetBatches, xlsxResponse } from "@/lib/xlsx/stream-xlsx";
import { refundWhere, type RefundFilters } from "./list-refunds";
import { refundRow, refundRowInclude } from "./refund-row";

const COLUMNS = [
  { header: "شناسه", key: "id", width: 10 },
  { header: "تاریخ", key: "createdAt", width: 20, date: true },
  { header: "تور", key: "tourTitle", width: 26 },
  { header: "کد رهگیری", key: "trackingId", width: 14 },
  { header: "موبایل خریدار", key: "buyerMobile", width: 14 },
  { header: "درصد جریمه", key: "penaltyPercent", width: 10 },
  { header: "مبلغ بازگشتی (تومان)", key: "returnedAmount", width: 18, money: true },
  { header: "شماره کارت", key: "cardNumber", width: 20 },
  { header: "شبا", key: "iban", width: 30 },
  { header: "وضعیت", key: "state", width: 26 },
  { header: "شماره پیگیری", key: "refNum", width: 18 },
  { header: "تاریخ واریز", key: "payDate", width: 20, date: true },
];

export function exportRefunds(filters: RefundFilters) {
  const where = refundWhere(filters);
  return xlsxResponse({
    filename: "refunds.xlsx",
    sheetName: "استردادها",
    columns: COLUMNS,
    batches: keysetBatches(
      (after: number | undefined) =>
        prisma.refund.findMany({ where: after ? { AND: [where, { id: { lt: after } }] } : where, orderBy: { id: "desc" }, take: EXPORT_BATCH, include: refundRowInclude }),
      (r) => r.id,
      (r) => {
        const row = refundRow(r);
        return {
          id: row.id,
          createdAt: row.createdAt,
          tourTitle: row.tourTitle,
          trackingId: row.trackingId,
          buyerMobile: row.buyerMobile,
          penaltyPercent: row.penaltyPercent,
          returnedAmount: row.returnedAmount,
          cardNumber: row.cardNumber,
          iban: row.iban,
          state: REFUND_STATE_LABELS[row.state],
          refNum: row.refNum,
          payDate: row.payDate,
        };
      },
    ),
  });
}
