// The Persian words of an installment sale's states and ways of payment: the leader's pages and the
// Excel export read the same titles.
import type { InstallmentPaidVia, InstallmentStatus } from "@/lib/db/generated/enums";
import type { SaleState } from "./schemas";

export const SALE_STATE_TITLES: Record<SaleState, string> = {
  onSchedule: "طبق برنامه",
  dueThisWeek: "سررسید این هفته",
  overdue: "معوق",
  paidOff: "تسویه‌شده",
  cancelled: "لغوشده",
};

export const INSTALLMENT_STATUS_TITLES: Record<InstallmentStatus, string> = {
  Due: "پرداخت‌نشده",
  Paid: "پرداخت‌شده",
  Cancelled: "لغوشده",
};

export const PAID_VIA_TITLES: Record<InstallmentPaidVia, string> = {
  Online: "پرداخت اینترنتی",
  C2C: "کارت به کارت",
  Credit: "اعتبار کیف پول",
  Cash: "نقدی",
  Cheque: "چک",
};
