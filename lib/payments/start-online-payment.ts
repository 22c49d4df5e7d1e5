import "server-only";
// GET /api/payment/bill/{billId} and /api/tour/bill/{billId}/payment: registers the payment at
// the configured gateway and answers where the browser goes. Every visit is a new gateway request
// (an abandoned one is never verified, so a real gateway gives its money back).
import { prisma } from "@/lib/db/client";
import { badGateway, notFound, unprocessable } from "@/lib/http/errors";
import { assertPayable } from "./bill-errors";
import { getBillPurpose } from "./bill-purposes";
import { verifyCallbackUrl } from "./callback-url";
import { configuredGateway } from "./gateways/select-gateway";
import { GatewayError } from "./gateways/types";
import { PAYMENT_MESSAGES } from "./messages";
import { newPaymentToken } from "./payment-token";

/** origin: where the gateway sends the buyer back (lib/websites/trusted-origin.ts), the platform by default. */
export async function startOnlinePayment(
  billId: string,
  now = new Date(),
  origin?: string,
): Promise<{ redirectUrl: string; authority: string }> {
  const bill = await prisma.bill.findUnique({ where: { id: billId } });
  if (!bill) throw notFound(PAYMENT_MESSAGES.billNotFound, "bill_not_found");
  assertPayable(bill, now);
  if (bill.method !== "Online") throw unprocessable(PAYMENT_MESSAGES.wrongMethod, "wrong_method");

  const gateway = configuredGateway();
  let requested: { authority: string; redirectUrl: string };
  try {
    requested = await gateway.request({
      amount: bill.amount,
      description: bill.description ?? `صورتحساب ${bill.id}`,
      callbackUrl: getBillPurpose(bill.purpose).callbackUrl?.(bill) ?? verifyCallbackUrl(bill.id, origin),
      mobile: bill.payerMobile,
      email: bill.payerEmail ?? undefined,
    });
  } catch (error) {
    if (error instanceof GatewayError) {
      console.error("[payments] gateway request failed", error.message);
      throw badGateway(PAYMENT_MESSAGES.gatewayUnavailable, "gateway_unavailable");
    }
    throw error;
  }

  // The bill's first payment row (made with the bill) takes the first authority; later visits add rows.
  const first = await prisma.payment.updateMany({
    where: { billId: bill.id, method: "Online", status: "Pending", authority: null },
    data: { authority: requested.authority, gateway: gateway.name },
  });
  if (first.count === 0) {
    await prisma.payment.create({
      data: {
        billId: bill.id,
        method: "Online",
        gateway: gateway.name,
        authority: requested.authority,
        amount: bill.amount,
        status: "Pending",
        paymentToken: newPaymentToken(),
      },
    });
  }
  return requested;
}
