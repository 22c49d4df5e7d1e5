import "server-only";
// The unpaid booking that keeps these passengers from booking the session again: a hold whose step to
// the gateway failed (a refused request, a closed tab, a lost connection) still holds their national
// ids until its bill runs out. It is told only to whoever types the passengers' national ids together
// with the buyer's mobile, and tells them only what resuming needs: the bill id, which opens nothing by
// itself (lib/payments/receipt-token.ts), its amount, method and expiry. Releasing it asks for proof
// of the buyer (lib/reservations/release-unpaid-booking.ts).
import { prisma } from "@/lib/db/client";
import type { PaymentMethod, TicketStatus } from "@/lib/db/generated/enums";
import { paymentBillUrl } from "@/lib/payments/callback-url";
import { activeNationalKey } from "./statuses";

/** Held and not paid, with nothing reported yet: a reported card-to-card transfer is real money for the operator. */
export const RESUMABLE_STATUSES = ["Reserved", "Card2CardPayment", "CreditPayment"] as const satisfies TicketStatus[];

export interface UnpaidBooking {
  billId: string;
  amount: bigint;
  expiresAt: Date;
  paymentMethod: PaymentMethod;
  /** Where the browser goes to pay an online bill again; null for card-to-card and credit. */
  paymentUrl: string | null;
}

export async function findUnpaidBooking(
  sessionId: number,
  nationalIds: string[],
  buyerMobile: string,
  now = new Date(),
): Promise<UnpaidBooking | null> {
  const held = await prisma.passenger.findFirst({
    where: {
      activeNationalKey: { in: nationalIds.map((n) => activeNationalKey(sessionId, n)) },
      status: { in: [...RESUMABLE_STATUSES] },
      reservation: {
        buyerMobile,
        bill: { status: "Pending", expiresAt: { gt: now }, payments: { none: { status: "PendingConfirmation" } } },
      },
    },
    select: {
      reservation: { select: { bill: { select: { id: true, amount: true, expiresAt: true, method: true } } } },
    },
  });
  const bill = held?.reservation.bill;
  if (!bill) return null;
  return {
    billId: bill.id,
    amount: bill.amount,
    expiresAt: bill.expiresAt,
    paymentMethod: bill.method,
    paymentUrl: bill.method === "Online" ? paymentBillUrl(bill.id) : null,
  };
}
