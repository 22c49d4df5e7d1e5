import "server-only";
// What a bill is for decides what happens when it is paid or released. Each purpose registers its
// handler once (lib/payments/registered-purposes.ts imports the modules that do so); the payment
// code only ever calls these three functions, so it knows nothing of tickets or products.
import type { Db } from "@/lib/db/client";
import type { Bill, Payment } from "@/lib/db/generated/client";
import type { BillPurpose } from "@/lib/db/generated/enums";
import type { Settlement } from "./settlement";

export interface BillPurposeHandler {
  /**
   * The bill was paid (inside the transaction that marks it Paid): post the ledger (usually with
   * settleBill(tx, bill, settlement, shares)) and issue what was bought. Must be idempotent: finalize
   * may run it again on a paid bill; the settlement's idempotency key keeps money from moving twice.
   */
  onPaid(tx: Db, bill: Bill, payment: Payment, settlement: Settlement): Promise<void>;
  /** The bill was cancelled, rejected or expired unpaid: give back what it held. */
  onReleased(tx: Db, bill: Bill): Promise<void>;
  /** Where the browser goes after the gateway (a path or URL; the outcome is added to its query). */
  receiptUrl(bill: Bill): string;
  /** Where the gateway sends the payer back (default: /api/tour/bill/verify-payment?BillId=…). */
  callbackUrl?(bill: Bill): string;
  /** True when the bill's own beneficiary may pay it from their wallet (a fee the user owes the platform). */
  payableByBeneficiary?: boolean;
  /** The SMS the buyer gets when an operator confirms a card-to-card payment (a generic text otherwise). */
  c2cConfirmedSms?(bill: Bill): string;
}

const handlers = new Map<BillPurpose, BillPurposeHandler>();

/** Registers (or replaces) a purpose's handler; returns a function that puts the previous one back (tests). */
export function registerBillPurpose(purpose: BillPurpose, handler: BillPurposeHandler): () => void {
  const previous = handlers.get(purpose);
  handlers.set(purpose, handler);
  return () => (previous ? handlers.set(purpose, previous) : handlers.delete(purpose));
}

export function getBillPurpose(purpose: BillPurpose): BillPurposeHandler {
  const handler = handlers.get(purpose);
  if (!handler) throw new Error(`no handler registered for bill purpose ${purpose} (see lib/payments/registered-purposes.ts)`);
  return handler;
}
