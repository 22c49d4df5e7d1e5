// The payment methods the receipt step offers: credit only to a signed-in buyer, card-to-card only
// when the platform has a card configured (C2C_CARD_NUMBER; the server tells the page).
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
];

export function offeredMethods({ loggedIn, c2cOffered }: { loggedIn: boolean; c2cOffered: boolean }): MethodOption[] {
  return METHODS.filter((m) => (m.value !== "Credit" || loggedIn) && (m.value !== "C2C" || c2cOffered));
}
