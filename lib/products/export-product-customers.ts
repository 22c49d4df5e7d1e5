import "server-only";
// GET /api/Product/{productId}/Customers/excel: the buyers of one of the caller's products as an
// Excel workbook, every row streamed (lib/xlsx), with the same rows and order as the paged list.
// Built here rather than in the browser so no spreadsheet library ships to a page.
import { prisma } from "@/lib/db/client";
import type { ProductOrder } from "@/lib/db/generated/client";
import { exportColumns } from "@/lib/xlsx/export-columns";
import { EXPORT_BATCH, keysetBatches, xlsxResponse } from "@/lib/xlsx/stream-xlsx";
import { ORDER_STATUS_LABELS, PAYMENT_LABELS } from "./labels";
import { customersWhere } from "./list-product-customers";
import { assertOwnedProduct } from "./owned-product";

const COLUMNS = exportColumns<ProductOrder>([
  { header: "کد رهگیری", width: 14, value: (o) => o.trackingId },
  { header: "نام", width: 24, value: (o) => `${o.firstName} ${o.lastName}` },
  { header: "موبایل", width: 14, value: (o) => o.mobile },
  { header: "کد ملی", width: 14, value: (o) => o.nationalId },
  { header: "تلفن", width: 14, value: (o) => o.phone ?? "" },
  { header: "تعداد", width: 8, value: (o) => o.orderCount },
  { header: "مبلغ (تومان)", width: 14, money: true, value: (o) => o.amount },
  { header: "روش پرداخت", width: 14, value: (o) => PAYMENT_LABELS[o.paymentMethod] ?? o.paymentMethod },
  { header: "وضعیت", width: 16, value: (o) => ORDER_STATUS_LABELS[o.status] },
  { header: "پاسخ سؤال", width: 24, value: (o) => o.extraQuestionAnswer ?? "" },
  { header: "زمان", width: 20, date: true, value: (o) => o.createdAt },
]);

export async function exportProductCustomers(leaderId: number, productId: number): Promise<Response> {
  // Checked before the answer starts: another leader's product is a 404, not an empty file.
  await assertOwnedProduct(prisma, leaderId, productId);
  const where = customersWhere(productId);
  return xlsxResponse({
    filename: `buyers-${productId}.xlsx`,
    sheetName: "خریداران",
    columns: COLUMNS.columns,
    batches: keysetBatches(
      (after: number | undefined) =>
        prisma.productOrder.findMany({
          where: after ? { ...where, id: { lt: after } } : where,
          orderBy: { id: "desc" },
          take: EXPORT_BATCH,
        }),
      (o) => o.id,
      COLUMNS.cells,
    ),
  });
}
