import "server-only";
// POST /api/product/{productId}/reservation: holds `orderCount` units and opens a bill for them,
// in ONE transaction. The stock is guarded in the database like tour places: one conditional
// update `soldCount + n <= capacity` (the row lock queues concurrent buyers), so a product is never
// oversold; any later refusal rolls the hold back. The bill's purpose (./purpose.ts) settles or
// releases the order.
import { prisma, type Db } from "@/lib/db/client";
import { conflict, notFound, unprocessable } from "@/lib/http/errors";
import { createBill } from "@/lib/payments/create-bill";
import { c2cCard } from "@/lib/payments/c2c-card";
import { paymentBillUrl } from "@/lib/payments/callback-url";
import { commissionOn } from "@/lib/reservations/pricing";
import { newTrackingId } from "@/lib/reservations/tracking-id";
import { ORDER_TX } from "./constants";
import { PRODUCT_MESSAGES as M } from "./messages";
import type { OrderInput } from "./schemas";

/** The platform's commission on an order: the ticket rule per unit (5 %, at most 200,000 toman a unit). */
export const orderCommission = (unitPrice: bigint, count: number) => commissionOn(unitPrice) * BigInt(count);

export async function orderProduct(productId: number, input: OrderInput, now = new Date()) {
  if (input.extraQuestionAnswer !== undefined) await assertDateAnswer(productId, input.extraQuestionAnswer);
  return prisma.$transaction((tx) => placeOrder(tx, productId, input, now), ORDER_TX);
}

async function assertDateAnswer(productId: number, answer: string) {
  const product = await prisma.product.findUnique({ where: { id: productId }, select: { isExtraQuestionDate: true } });
  if (product?.isExtraQuestionDate && Number.isNaN(Date.parse(answer)))
    throw unprocessable(M.extraAnswerDate, "extra_answer_date");
}

async function placeOrder(tx: Db, productId: number, input: OrderInput, now: Date) {
  const n = input.orderCount;
  const rows = await tx.$queryRaw<{ leaderId: number; title: string; price: bigint; extraQuestion: string | null }[]>`
    UPDATE "Product" SET "soldCount" = "soldCount" + ${n}, "updatedAt" = ${now}
    WHERE id = ${productId} AND "isActive" AND "registrationEndTime" > ${now} AND "soldCount" + ${n} <= capacity
    RETURNING "leaderId", title, price, "extraQuestion"`;
  const product = rows[0] ?? (await explainRefusal(tx, productId, now));
  const amount = product.price * BigInt(n);
  let trackingId = newTrackingId();
  while (await tx.productOrder.count({ where: { trackingId } })) trackingId = newTrackingId();
  const bill = await createBill(tx, {
    purpose: "ProductOrder",
    amount,
    method: input.paymentMethod,
    payerMobile: input.mobile,
    payerName: `${input.firstName} ${input.lastName}`,
    beneficiaryId: product.leaderId,
    description: `خرید «${product.title}» (${n.toLocaleString("fa-IR")} عدد)`,
    reference: trackingId,
    now,
  });
  await tx.productOrder.create({
    data: {
      trackingId,
      productId,
      firstName: input.firstName,
      lastName: input.lastName,
      mobile: input.mobile,
      nationalId: input.nationalId,
      phone: input.phone,
      orderCount: n,
      unitPrice: product.price,
      amount,
      commission: orderCommission(product.price, n),
      extraQuestionAnswer: product.extraQuestion ? input.extraQuestionAnswer : null,
      paymentMethod: input.paymentMethod,
      billId: bill.billId,
      createdAt: now,
    },
    select: { id: true },
  });
  return {
    billId: bill.billId,
    paymentToken: bill.paymentToken,
    trackingId,
    amount,
    expiresAt: bill.bill.expiresAt,
    paymentMethod: input.paymentMethod,
    paymentUrl: input.paymentMethod === "Online" ? paymentBillUrl(bill.billId) : null,
    c2cCard: input.paymentMethod === "C2C" ? c2cCard() : null,
  };
}

/** Why the conditional update matched no row: 404, 422 (inactive, registration over) or 409 (stock). */
async function explainRefusal(tx: Db, productId: number, now: Date): Promise<never> {
  const product = await tx.product.findUnique({
    where: { id: productId },
    select: { isActive: true, registrationEndTime: true, leader: { select: { role: true } } },
  });
  if (!product || product.leader.role !== "Leader") throw notFound(M.notFound, "product_not_found");
  if (!product.isActive) throw unprocessable(M.inactive, "product_inactive");
  if (product.registrationEndTime <= now) throw unprocessable(M.registrationEnded, "registration_closed");
  throw conflict(M.outOfStock, "out_of_stock");
}
