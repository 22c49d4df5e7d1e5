// Which ticket statuses hold a place, which are paid, and their Persian titles.
import type { PaymentMethod, TicketStatus } from "@/lib/db/generated/enums";

/** Held but not yet paid: released when the bill is cancelled or expires. */
export const PENDING_STATUSES = [
  "Reserved",
  "Card2CardPayment",
  "Card2CardPaymentPendingConfirmation",
  "CreditPayment",
] as const satisfies readonly TicketStatus[];
/** Paid (or entered offline by the leader). */
export const CONFIRMED_STATUSES = [
  "ConfirmedPayment",
  "ConfirmedCard2CardPayment",
  "ConfirmedCreditPayment",
  "OfflinePayment",
] as const satisfies readonly TicketStatus[];
/** Holding a place in the session: counted in bookedCount, with a seat row and an active national-id key. */
export const ACTIVE_STATUSES = [...PENDING_STATUSES, ...CONFIRMED_STATUSES] as TicketStatus[];

export const isActive = (s: TicketStatus) => ACTIVE_STATUSES.includes(s);
export const isConfirmed = (s: TicketStatus) => (CONFIRMED_STATUSES as readonly TicketStatus[]).includes(s);
export const isPending = (s: TicketStatus) => (PENDING_STATUSES as readonly TicketStatus[]).includes(s);

export const HELD_STATUS: Record<PaymentMethod, TicketStatus> = {
  Online: "Reserved",
  C2C: "Card2CardPayment",
  Credit: "CreditPayment",
  Offline: "OfflinePayment",
  OfflinePlusCommission: "OfflinePayment",
};
export const PAID_STATUS: Record<PaymentMethod, TicketStatus> = {
  Online: "ConfirmedPayment",
  C2C: "ConfirmedCard2CardPayment",
  Credit: "ConfirmedCreditPayment",
  Offline: "OfflinePayment",
  OfflinePlusCommission: "OfflinePayment",
};

export const STATUS_TITLES: Record<TicketStatus, string> = {
  Reserved: "در انتظار پرداخت",
  OfflinePayment: "ثبت‌شده توسط برگزارکننده",
  Card2CardPayment: "در انتظار ثبت واریز کارت به کارت",
  ConfirmedPayment: "پرداخت‌شده",
  Cancelled: "لغوشده",
  ClosedByTourLeader: "بسته‌شده توسط برگزارکننده",
  Card2CardPaymentPendingConfirmation: "رزرو موقت؛ در انتظار تایید واریز",
  ConfirmedCard2CardPayment: "پرداخت‌شده (کارت به کارت)",
  Card2CardPaymentRefused: "واریز کارت به کارت رد شد",
  PaymentAbortedByUser: "پرداخت انجام نشد",
  CreditPayment: "در انتظار پرداخت از اعتبار",
  ConfirmedCreditPayment: "پرداخت‌شده (اعتبار)",
};

/** "<sessionId>:<nationalId>": the unique key an active ticket holds. */
export const activeNationalKey = (sessionId: number, nationalId: string) => `${sessionId}:${nationalId}`;
