// Persian labels of the money pages (the lists' states; transaction types come from lib/wallet/labels).
export { CHARGE_STATUS_LABELS, CHECKOUT_STATUS_LABELS, REFUND_STATE_LABELS, typeLabel } from "@/lib/wallet/labels";

export const MONEY_TOASTS = {
  checkoutRequested: "درخواست تسویه ثبت شد.",
  checkoutPaid: "پرداخت تسویه ثبت شد.",
  checkoutDeleted: "درخواست تسویه حذف شد.",
  autoRefundDone: "استرداد خودکار انجام شد.",
  refundDone: "استرداد ثبت شد.",
  refundDeleted: "استرداد حذف شد.",
  chargePaid: "کیف پول شارژ شد.",
  chargeFailed: "پرداخت انجام نشد و کیف پول شارژ نشد.",
  chargePending: "نتیجه پرداخت هنوز مشخص نیست؛ چند دقیقه دیگر دوباره بررسی کنید.",
  wageSaved: "تنظیمات کارمزد ثبت شد.",
} as const;

export const MIN_CHARGE = 10_000;
/** One gateway payment at most (lib/wallet/constants.ts's MAX_CHARGE): more opens no gateway. */
export const MAX_CHARGE = 500_000_000;
