export const REFUND_MESSAGES = {
  cancelled: "بلیت لغو شد؛ مبلغ بازگشتی ظرف ۲۴ ساعت واریز می‌شود.",
  notCancellable: "زمان حرکت تور فرا رسیده و بلیت دیگر قابل لغو نیست.",
  tourCancelled: "این تور لغو شده است و مبلغ بلیت‌ها به طور کامل بازگردانده می‌شود.",
  penaltyChanged: (percent: number) =>
    `درصد جریمه لغو تغییر کرده است؛ درصد جریمه اکنون ${percent.toLocaleString("fa-IR")} درصد است. لطفاً دوباره بررسی و تایید کنید.`,
  passengerNotFound: "مسافر انتخاب‌شده در این بلیت یافت نشد.",
  passengerNotCancellable: "فقط بلیت‌های پرداخت‌شده و لغونشده قابل لغو هستند.",
  cardNumber: "شماره کارت معتبر نیست",
} as const;
