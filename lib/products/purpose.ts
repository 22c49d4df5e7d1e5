import "server-only";
// The ProductOrder bill purpose: paying the bill marks the order paid and posts the sale (the
// leader's wallet gets the amount minus the platform's commission); a bill released unpaid
// (cancelled, card-to-card rejected, expired) puts the units back in stock.
import { env } from "@/lib/config/env";
import type { Db } from "@/lib/db/client";
import type { Bill, Payment } from "@/lib/db/generated/client";
import { platformRevenue } from "@/lib/ledger/accounts";
import { buildPath } from "@/lib/client/endpoint";
import { productReceiptRedirectContract } from "./contracts";
import type { BillPurposeHandler } from "@/lib/payments/bill-purposes";
import { settleBill, type Settlement } from "@/lib/payments/settlement";
import { sendSms } from "@/lib/sms/send-sms";
import { productPaidSms } from "./messages";

/** The buyer's receipt page of an order, on the platform or (origin) the sale website the buyer ordered on. */
export function productReceiptUrl(
  order: { trackingId: string; mobile: string; productId: number },
  leaderId: number,
  origin: string = env.publicUrl,
) {
  const url = new URL(`/${leaderId}/product/${order.productId}/reserve/receipt`, origin);
  url.searchParams.set("trackingId", order.trackingId);
  url.searchParams.set("mobile", order.mobile);
  return url.toString();
}

export async function settleProductOrder(tx: Db, bill: Bill, payment: Payment, settlement: Settlement) {
  const order = await tx.productOrder.findUnique({
    where: { billId: bill.id },
    include: { product: { select: { title: true } } },
  });
  if (!order) throw new Error(`bill ${bill.id} has no product order`);
  const paid = await tx.productOrder.updateMany({
    where: { id: order.id, status: "Pending" },
    data: { status: "Paid" },
  });
  await settleBill(tx, bill, settlement, [{ account: platformRevenue, amount: order.commission }]);
  // An operator's card-to-card confirmation texts the buyer itself (c2cConfirmedSms below).
  if (paid.count && payment.method !== "C2C") {
    await sendSms(
      {
        to: order.mobile,
        text: productPaidSms(order.product.title, order.trackingId, productReceiptUrl(order, bill.beneficiaryId)),
      },
      { wait: false, db: tx },
    );
  }
}

export async function releaseProductOrder(tx: Db, bill: Bill) {
  const order = await tx.productOrder.findUnique({
    where: { billId: bill.id },
    select: { id: true, productId: true, orderCount: true },
  });
  if (!order) return;
  // Only the first release moves the stock (the status condition makes a second one a no-op).
  const released = await tx.productOrder.updateMany({
    where: { id: order.id, status: "Pending" },
    data: { status: "Released" },
  });
  if (released.count)
    await tx.$executeRaw`UPDATE "Product" SET "soldCount" = "soldCount" - ${order.orderCount} WHERE id = ${order.productId}`;
}

/** The ProductOrder entry of lib/wiring/bill-purposes.ts. */
export const productOrderPurpose: BillPurposeHandler = {
  onPaid: settleProductOrder,
  onReleased: releaseProductOrder,
  // The receipt page lives under the leader and the product, which only the order knows.
  receiptUrl: (bill) => buildPath(productReceiptRedirectContract.path, { billId: bill.id }),
  c2cConfirmedSms: (bill) =>
    `همسفر: واریز کارت به کارت شما تایید و سفارش شما ثبت شد. کد پیگیری: ${bill.reference ?? bill.id}`,
};
