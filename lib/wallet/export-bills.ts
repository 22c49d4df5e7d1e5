import "server-only";
// Exports of the operator's bill lists (wallet charges, sale-website plans): every matching row.
import { prisma } from "@/lib/db/client";
import type { BillPurpose } from "@/lib/db/generated/enums";
import { exportColumns } from "@/lib/xlsx/export-columns";
import { EXPORT_BATCH, keysetBatches, xlsxResponse } from "@/lib/xlsx/stream-xlsx";
import { BILL_STATUS_LABELS } from "./labels";
import { billRowSelect, billWhere, type BillRow, type BillSearch } from "./search-bills";

const COLUMNS = exportColumns<BillRow>([
  { header: "شناسه", width: 28, value: (b) => b.id },
  { header: "تاریخ", width: 20, date: true, value: (b) => b.createdAt },
  { header: "پرداخت‌کننده", width: 22, value: (b) => b.payerName },
  { header: "موبایل", width: 14, value: (b) => b.payerMobile },
  { header: "مبلغ (تومان)", width: 16, money: true, value: (b) => b.amount },
  { header: "وضعیت", width: 16, value: (b) => BILL_STATUS_LABELS[b.status] },
  { header: "کد مرجع درگاه", width: 18, value: (b) => b.payments[0]?.refId ?? null },
  { header: "شرح", width: 30, value: (b) => b.description },
]);

export function exportBills(
  purpose: BillPurpose,
  q: Omit<BillSearch, "Page" | "PageSize">,
  sheetName: string,
  filename: string,
) {
  const where = billWhere(purpose, q);
  return xlsxResponse({
    filename,
    sheetName,
    columns: COLUMNS.columns,
    batches: keysetBatches(
      (after: string | undefined) =>
        prisma.bill.findMany({
          where,
          orderBy: [{ createdAt: "desc" }, { id: "desc" }],
          take: EXPORT_BATCH,
          ...(after ? { cursor: { id: after }, skip: 1 } : {}),
          select: billRowSelect,
        }),
      (b) => b.id,
      COLUMNS.cells,
    ),
  });
}
