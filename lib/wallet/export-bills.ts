import "server-only";
// Exports of the operator's bill lists (wallet charges, sale-website plans): every matching row.
import { prisma } from "@/lib/db/client";
import type { BillPurpose } from "@/lib/db/generated/enums";
import { EXPORT_BATCH, keysetBatches, xlsxResponse } from "@/lib/xlsx/stream-xlsx";
import { BILL_STATUS_LABELS } from "./labels";
import { billRowSelect, billWhere, type BillSearch } from "./search-bills";

const COLUMNS = [
  { header: "شناسه", key: "id", width: 28 },
  { header: "تاریخ", key: "createdAt", width: 20, date: true },
  { header: "پرداخت‌کننده", key: "payerName", width: 22 },
  { header: "موبایل", key: "payerMobile", width: 14 },
  { header: "مبلغ (تومان)", key: "amount", width: 16, money: true },
  { header: "وضعیت", key: "status", width: 16 },
  { header: "کد مرجع درگاه", key: "refId", width: 18 },
  { header: "شرح", key: "description", width: 30 },
];

export function exportBills(purpose: BillPurpose, q: Omit<BillSearch, "Page" | "PageSize">, sheetName: string, filename: string) {
  const where = billWhere(purpose, q);
  return xlsxResponse({
    filename,
    sheetName,
    columns: COLUMNS,
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
      (b) => ({
        id: b.id,
        createdAt: b.createdAt,
        payerName: b.payerName,
        payerMobile: b.payerMobile,
        amount: b.amount,
        status: BILL_STATUS_LABELS[b.status],
        refId: b.payments[0]?.refId ?? null,
        description: b.description,
      }),
    ),
  });
}
