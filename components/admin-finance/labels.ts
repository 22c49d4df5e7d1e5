// Persian words of the transactions page: payment statuses (worded per method: an online
// "Pending" waits for the gateway, a credit one for the wallet), bill purposes and the toasts.
import type { PaymentMethod } from "@/lib/db/generated/enums";
import type { TransactionTab } from "./transaction-params";

export const TAB_TITLES: Record<TransactionTab, string> = { c2c: "کارت به کارت", online: "آنلاین", credit: "اعتباری" };

const STATUS_LABELS: Record<string, string> = {
  Pending: "در انتظار پرداخت",
  Verified: "پرداخت موفق",
  Failed: "ناموفق",
  Cancelled: "لغو شده",
  AwaitingRefCode: "در انتظار کد پیگیری",
  PendingConfirmation: "در انتظار تایید",
  Confirmed: "تایید شده",
  Rejected: "رد شده",
  Paid: "پرداخت شده",
};

const METHOD_STATUS_LABELS: Partial<Record<PaymentMethod, Record<string, string>>> = {
  Credit: { Pending: "در انتظار برداشت از اعتبار" },
};

export function paymentStatusLabel(method: PaymentMethod, status: string): string {
  return METHOD_STATUS_LABELS[method]?.[status] ?? STATUS_LABELS[status] ?? status;
}

export type StatusTone = "waiting" | "success" | "failure" | "neutral";

/**
 * A row's state: money taken (a confirmed transfer, a verified gateway payment) for a bill that closed
 * before it (the tour was cancelled, the hold ran out) bought nothing and is owed back as a refund, so the
 * row says so rather than «تایید شده» like a sale (docs/money.md, late payments).
 */
export function paymentRowState(row: { paymentType: PaymentMethod; status: string; billStatus: string }): {
  label: string;
  tone: StatusTone;
} {
  const taken = row.status === "Confirmed" || row.status === "Verified";
  if (taken && (row.billStatus === "Cancelled" || row.billStatus === "Expired"))
    return { label: "بدون بلیت؛ استرداد به خریدار", tone: "waiting" };
  return { label: paymentStatusLabel(row.paymentType, row.status), tone: paymentStatusTone(row.status) };
}

export function paymentStatusTone(status: string): StatusTone {
  if (status === "Verified" || status === "Confirmed" || status === "Paid") return "success";
  if (status === "Failed" || status === "Rejected") return "failure";
  if (status === "Cancelled") return "neutral";
  return "waiting";
}

const PURPOSE_LABELS: Record<string, string> = {
  TourReservation: "خرید تور",
  WalletCharge: "شارژ کیف پول",
  ProductOrder: "خرید محصول",
  WebsitePlan: "پلن سایت فروش",
};

export const billPurposeLabel = (purpose: string) => PURPOSE_LABELS[purpose] ?? purpose;

/** Spec doc 3 §8: "transaction confirmed or rejected". */
export const FINANCE_TOASTS = {
  confirmed: "تراکنش تایید شد.",
  rejected: "تراکنش رد شد.",
  completed: "پرداخت تکمیل و تایید شد.",
} as const;
