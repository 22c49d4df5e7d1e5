// What the transactions page asks GET /api/Operator/SearchPayments for, from the filters kept in
// the URL: one tab per payment method, a status valid for that method, a search term and a range of
// Tehran calendar days (the API filters on the payment's creation instant, both ends included).
import { addDays, tehranInstant } from "@/lib/format/tehran-time";

export const TRANSACTIONS_PAGE_SIZE = 9;

export const TRANSACTION_TABS = ["c2c", "online", "credit"] as const;
export type TransactionTab = (typeof TRANSACTION_TABS)[number];

export type PaymentMethod = "Online" | "C2C" | "Credit";

export const TAB_METHOD: Record<TransactionTab, PaymentMethod> = { c2c: "C2C", online: "Online", credit: "Credit" };

/** The statuses each method's payments go through, in the order the status filter offers them. */
export const TAB_STATUSES = {
  c2c: ["PendingConfirmation", "AwaitingRefCode", "Confirmed", "Rejected", "Cancelled"],
  online: ["Verified", "Failed", "Pending", "Cancelled"],
  credit: ["Paid", "Pending", "Cancelled"],
} as const satisfies Record<TransactionTab, readonly string[]>;

export interface TransactionParams {
  tab: TransactionTab;
  page: number;
  term: string;
  status: string | null;
  /** Tehran calendar days, "2025-03-01". */
  from: string | null;
  to: string | null;
}

export function isStatusOf(tab: TransactionTab, status: string | null | undefined): status is string {
  return Boolean(status) && (TAB_STATUSES[tab] as readonly string[]).includes(status!);
}

/** The first instant of a Tehran day. */
export function dayStartInstant(day: string): string {
  return tehranInstant(day, "00:00");
}

/** The last millisecond of a Tehran day (the API's upper bound is inclusive). */
export function dayEndInstant(day: string): string {
  return new Date(Date.parse(tehranInstant(addDays(day, 1), "00:00")) - 1).toISOString();
}

export function searchPaymentsQuery(p: TransactionParams) {
  const to = p.to ?? p.from;
  return {
    "Resource.Term": p.term.trim() || undefined,
    PaymentType: TAB_METHOD[p.tab],
    // A status of another tab (an edited address) is ignored rather than sent.
    Status: isStatusOf(p.tab, p.status) ? p.status : undefined,
    From: p.from ? dayStartInstant(p.from) : undefined,
    To: to ? dayEndInstant(to) : undefined,
    Page: Math.max(1, Math.trunc(p.page) || 1),
    PageSize: TRANSACTIONS_PAGE_SIZE,
  };
}

export type SearchPaymentsQuery = ReturnType<typeof searchPaymentsQuery>;
