import "server-only";
// GET /api/Product/{productId}/Customers/excel: the buyers of one of the caller's products as an
// Excel workbook, every row streamed (lib/xlsx), with the same rows and order as the paged list.
// Built here rather than in the browser so no spreadsheet library ships to a page.
import { prisma } from "@/lib/db/client";
import { EXPORT_BATCH, keysetBatches, xlsxResponse } from "@/lib/xlsx/stream-xlsx";
import { ORDER_STATUS_LABELS, PAYMENT_LABELS } from "./labels";
import { customersWhere } from "./list-product-customers";
import { assertOwnedProduct } from "./owned-product";

const COLUMNS = [
  { header: "کد رهگیری", key: "trackingId", width: 14 },
  { header: "نام", key: "fullName", width: 24 },
  { header: "موبایل", key: "mobile", width: 14 },
  { header: "کد ملی", key: "nationalId", width: 14 },
  { header: "تلفن", key: "phone", width: 14 },
  { header: "تعداد", key: "orderCount", width: 8 },
  { header: "مبلغ (تومان)", key: "amount", width: 14, money: true },
  { header: "روش پرداخت", key: "method", width: 14 },
  { header: "وضعیت", key: "status", width: 16 },
  { header: "پاسخ سؤال", key: "answer", width: 24 },
  { header: "زمان", key: "createdAt", width: 20, date: true },
];

export async function exportProductCustomers(leaderId: number, productId: number): Promise<Response> {
  // Checked before the answer starts: another leader's product is a 404, not an empty file.
  await assertOwnedProduct(prisma, leaderId, productId);
  const where = customersWhere(productId);
  return xlsxResponse({
    filename: `buyers-${productId}.xlsx`,
    sheetName: "خریداران",
    columns: COLUMNS,
    batches: keysetBatches(
      (after: number | undefined) =>
        prisma.productOrder.findMany({
          where: after ? { ...where, id: { lt: after } } : where,
          orderBy: { id: "desc" },
          take: EXPORT_BATCH,
        }),
      (o) => o.id,
      (o) => ({
        trackingId: o.trackingId,
        fullName: `${o.firstName} ${o.lastName}`,
        mobile: o.mobile,
        nationalId: o.nationalId,
        phone: o.phone ?? "",
        orderCount: o.orderCount,
        amount: o.amount,
        method: PAYMENT_LABELS[o.paymentMethod] ?? o.paymentMethod,
        status: ORDER_STATUS_LABELS[o.status],
        answer: o.extraQuestionAnswer ?? "",
        createdAt: o.createdAt,
      }),
    ),
  });
}
