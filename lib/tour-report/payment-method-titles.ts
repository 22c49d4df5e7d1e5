import type { PaymentMethod } from "@/lib/db/generated/enums";

/** A ticket's payment method as the tour report and its export name it. */
export const PAYMENT_METHOD_TITLES: Record<PaymentMethod, string> = {
  Online: "آنلاین",
  C2C: "کارت به کارت",
  Credit: "اعتبار",
  Offline: "آفلاین",
  OfflinePlusCommission: "آفلاین با کارمزد",
};
