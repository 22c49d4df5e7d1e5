// The payment methods the receipt step offers: credit only to a signed-in buyer, card-to-card only
// when the platform has a card configured (C2C_CARD_NUMBER; the server tells the page), installments
// only when the session offers a plan for this ticket (GET …/installment-plans answers one or more).
import type { PaymentMethodChoice } from "@/components/reserve/reserve-state";

export interface MethodOption {
  value: PaymentMethodChoice;
  title: string;
  hint: string;
}

const METHODS: MethodOption[] = [
  { value: "Online", title: "پرداخت اینترنتی", hint: "با همه کارت‌های عضو شتاب" },
  { value: "C2C", title: "کارت به کارت", hint: "رزرو موقت تا تایید واریز" },
  { value: "Credit", title: "پرداخت از اعتبار کیف پول", hint: "برای کاربران واردشده" },
  { value: "Installment", title: "پرداخت اقساطی", hint: "پیش‌پرداخت اکنون، باقی در اقساط" },
];

export function offeredMethods({
  loggedIn,
  c2cOffered,
  installmentsOffered = false,
}: {
  loggedIn: boolean;
  c2cOffered: boolean;
  installmentsOffered?: boolean;
}): MethodOption[] {
  return METHODS.filter(
    (m) =>
      (m.value !== "Credit" || loggedIn) &&
      (m.value !== "C2C" || c2cOffered) &&
      (m.value !== "Installment" || installmentsOffered),
  );
}
