import "server-only";
// What a bill is for decides what happens when it is paid or released. The payment code only ever
// calls getBillPurpose(bill.purpose), so it knows nothing of tickets, wallets or products; the
// handlers themselves live with their domains and are collected in one typed record,
// `billPurposes` in lib/wiring/bill-purposes.ts (Record<BillPurpose, BillPurposeHandler>: a value
// of enum BillPurpose without a handler fails the compile there). That module installs the record
// when it loads; the entry points load it (lib/http/route.ts for every call, the job worker, the
// seed, the test setup), so payments never imports a purpose's domain and there is no cycle.
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
  /**
   * Money arrived for this bill after it closed (a card-to-card transfer confirmed, or a gateway
   * payment verified, once the booking was cancelled or expired): record it as something a person
   * can pay back (a refund row), posting PlatformCash → RefundsPayable itself. Called once per
   * payment, under the bill's lock. Without it the money is only posted to RefundsPayable.
   */
  onLatePayment?(tx: Db, bill: Bill, payment: Payment): Promise<void>;
  /** After the commit of a transaction that ran onLatePayment: tell the payer (a refund's SMS). Repeatable. */
  afterLatePayment?(paymentId: number): Promise<void>;
  /** Where the browser goes after the gateway (a path or URL; the outcome is added to its query). */
  receiptUrl(bill: Bill): string;
  /** Where the gateway sends the payer back (default: /api/tour/bill/verify-payment?BillId=…). */
  callbackUrl?(bill: Bill): string;
  /** True when the bill's own beneficiary may pay it from their wallet (a fee the user owes the platform). */
  payableByBeneficiary?: boolean;
  /** The SMS the buyer gets when an operator confirms a card-to-card payment (a generic text otherwise). */
  c2cConfirmedSms?(bill: Bill): string | Promise<string>;
}

/** Every purpose's handler: the shape of lib/wiring/bill-purposes.ts. */
export type BillPurposes = Record<BillPurpose, BillPurposeHandler>;

let installed: BillPurposes | undefined;
const replaced = new Map<BillPurpose, BillPurposeHandler>();

/** Called once by lib/wiring/bill-purposes.ts when it loads. */
export function installBillPurposes(purposes: BillPurposes): void {
  installed = purposes;
}

export function getBillPurpose(purpose: BillPurpose): BillPurposeHandler {
  const handler = replaced.get(purpose) ?? installed?.[purpose];
  if (!handler)
    throw new Error(`bill purposes are not installed: the entry point must import "@/lib/wiring/bill-purposes"`);
  return handler;
}

/** Tests: use another handler for a purpose; returns a function that puts the installed one back. */
export function replaceBillPurposeForTests(purpose: BillPurpose, handler: BillPurposeHandler): () => void {
  replaced.set(purpose, handler);
  return () => replaced.delete(purpose);
}

/**
 * The handler of a purpose that nothing sells yet: creating such a bill is a programming error, so
 * each of its events fails loudly. Replace it in lib/wiring/bill-purposes.ts with the real handler.
 */
export function notSoldYet(purpose: BillPurpose): BillPurposeHandler {
  const fail = (): never => {
    throw new Error(`bill purpose ${purpose} has no handler yet (lib/wiring/bill-purposes.ts)`);
  };
  return { onPaid: async () => fail(), onReleased: async () => fail(), receiptUrl: fail };
}
