import "server-only";
// A bill for something a purpose holds for a buyer (call it inside the transaction that holds the
// stock). It comes with its first payment, whose token the buyer keeps: the answer of a
// reservation is { billId, paymentToken }.
import type { Db } from "@/lib/db/client";
import type { Bill, Payment } from "@/lib/db/generated/client";
import type { BillPurpose, PaymentMethod, PaymentStatus } from "@/lib/db/generated/enums";
import { unprocessable } from "@/lib/http/errors";
import { c2cCard } from "./c2c-card";
import { BILL_TTL_MS } from "./constants";
import { PAYMENT_MESSAGES } from "./messages";
import { newBillId } from "./bill-id";
import { newPaymentToken } from "./payment-token";

/** The methods a bill is paid with (Offline tickets are paid to the leader outside the platform, with no bill). */
export type BillMethod = Exclude<PaymentMethod, "Offline" | "OfflinePlusCommission">;

export interface CreateBillInput {
  purpose: BillPurpose;
  /** Toman, above zero. */
  amount: bigint;
  method: BillMethod;
  payerMobile: string;
  payerName?: string;
  payerEmail?: string;
  /** The signed-in buyer, if any (a credit bill may only be paid from this user's wallet). */
  payerUserId?: number;
  /** Whose money it is (the leader, the product owner). */
  beneficiaryId: number;
  description?: string;
  /** The purpose's own reference (a tracking id), searchable by operators. */
  reference?: string;
  /** The installment a ReservationInstallment bill pays. */
  installmentId?: number;
  now?: Date;
}

const FIRST_STATUS: Record<BillMethod, PaymentStatus> = {
  Online: "Pending",
  C2C: "AwaitingRefCode",
  Credit: "Pending",
};

/** The rows of a new bill and its first payment (checked, ids and token made here): createBill writes them, or a purpose's own statement (lib/reservations/write-reservation.ts). */
export function newBillRows(input: CreateBillInput) {
  if (input.amount <= 0n) throw unprocessable(PAYMENT_MESSAGES.invalidAmount, "invalid_amount");
  // No card configured: card-to-card is not offered (the caller's transaction rolls back whatever it held).
  if (input.method === "C2C" && !c2cCard()) throw unprocessable(PAYMENT_MESSAGES.c2cUnavailable, "c2c_unavailable");
  const now = input.now ?? new Date();
  const bill = {
    id: newBillId(now),
    purpose: input.purpose,
    amount: input.amount,
    method: input.method,
    payerMobile: input.payerMobile,
    payerName: input.payerName ?? null,
    payerEmail: input.payerEmail ?? null,
    payerUserId: input.payerUserId ?? null,
    beneficiaryId: input.beneficiaryId,
    description: input.description ?? null,
    reference: input.reference ?? null,
    installmentId: input.installmentId ?? null,
    expiresAt: new Date(now.getTime() + BILL_TTL_MS[input.method]),
    createdAt: now,
  };
  const payment = {
    billId: bill.id,
    method: input.method,
    amount: input.amount,
    status: FIRST_STATUS[input.method],
    paymentToken: newPaymentToken(),
    createdAt: now,
  };
  return { bill, payment };
}

export async function createBill(
  tx: Db,
  input: CreateBillInput,
): Promise<{ bill: Bill; payment: Payment; billId: string; paymentToken: string }> {
  const rows = newBillRows(input);
  const bill = await tx.bill.create({ data: rows.bill });
  const payment = await tx.payment.create({ data: rows.payment });
  return { bill, payment, billId: bill.id, paymentToken: payment.paymentToken };
}
