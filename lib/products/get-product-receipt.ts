import "server-only";
// GET /api/Product/receipt/{mobile}/{trackingId}: an order found by the buyer's mobile and
// tracking id (both must match; any mismatch is the same 404), or by its bill and receipt value.
import { prisma } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { normalizeTrackingId } from "@/lib/reservations/tracking-id";
import { normalizeMobile } from "@/lib/validation/fields";
import { receiptTokenValid } from "@/lib/payments/receipt-token";
import { PRODUCT_MESSAGES as M } from "./messages";

const orderInclude = {
  product: {
    select: {
      id: true,
      leaderId: true,
      title: true,
      extraQuestion: true,
      photos: { orderBy: { order: "asc" as const }, take: 1, select: { name: true } },
    },
  },
  bill: {
    select: {
      status: true,
      paidAt: true,
      expiresAt: true,
      payments: {
        orderBy: { id: "desc" as const },
        take: 1,
        select: { status: true, paymentToken: true, refCode: true },
      },
    },
  },
};

const findByBill = (billId: string) => prisma.productOrder.findUnique({ where: { billId }, include: orderInclude });

export async function getProductReceipt(mobile: string, trackingId: string) {
  const canonical = normalizeMobile(mobile);
  const order = canonical
    ? await prisma.productOrder.findFirst({
        where: { trackingId: normalizeTrackingId(trackingId), mobile: canonical },
        include: orderInclude,
      })
    : null;
  if (!order) throw notFound(M.receiptNotFound, "receipt_not_found");
  return receiptView(order);
}

/** The receipt after the gateway's return: the bill and its short-lived receipt value (lib/payments/receipt-token.ts). */
export async function getProductReceiptByBill(billId: string, receipt: string) {
  const order = receiptTokenValid(billId, receipt) ? await findByBill(billId) : null;
  if (!order) throw notFound(M.receiptLinkInvalid, "receipt_link_invalid");
  return receiptView(order);
}

function receiptView(order: NonNullable<Awaited<ReturnType<typeof findByBill>>>) {
  const payment = order.bill.payments[0];
  return {
    trackingId: order.trackingId,
    status: order.status,
    billId: order.billId,
    billStatus: order.bill.status,
    paidAt: order.bill.paidAt,
    expiresAt: order.bill.expiresAt,
    paymentMethod: order.paymentMethod,
    paymentStatus: payment?.status ?? null,
    paymentToken: order.status === "Pending" ? (payment?.paymentToken ?? null) : null,
    firstName: order.firstName,
    lastName: order.lastName,
    mobile: order.mobile,
    nationalId: order.nationalId,
    phone: order.phone,
    orderCount: order.orderCount,
    unitPrice: order.unitPrice,
    amount: order.amount,
    extraQuestion: order.product.extraQuestion,
    extraQuestionAnswer: order.extraQuestionAnswer,
    createdAt: order.createdAt,
    product: { id: order.product.id, leaderId: order.product.leaderId, title: order.product.title },
  };
}
