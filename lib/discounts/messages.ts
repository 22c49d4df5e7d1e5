// Persian messages of the discount campaigns (spec doc 3 "Discount").
export const DISCOUNT_MESSAGES = {
  kind: "برای کمپین تخفیف دقیقاً یکی از درصد یا مبلغ را وارد کنید",
  percentRange: "درصد تخفیف باید بین ۱ تا ۱۰۰ باشد",
  codeRequired: "کد تخفیف را وارد کنید",
  codeFormat: "کد تخفیف فقط از حروف انگلیسی و ارقام (۳ تا ۲۰ نویسه) تشکیل می‌شود",
  codeTaken: "این کد تخفیف پیش از این در کمپین دیگری ثبت شده است",
  endTimePast: "زمان پایان کمپین باید در آینده باشد",
  countRange: "تعداد کدها باید بین ۱ تا ۱۰۰۰ باشد",
  countRangeShared: "تعداد استفاده باید بین ۱ تا ۱۰۰۰۰۰ باشد",
  countBelowUsed: (used: number) => `تعداد نمی‌تواند کمتر از دفعات استفاده‌شده (${used.toLocaleString("fa-IR")}) باشد`,
  usedTermsChanged: "نوع، کد و مقدار تخفیف کمپینی که از آن استفاده شده قابل تغییر نیست",
  notFound: "کمپین تخفیف یافت نشد",
  deleted: "کمپین تخفیف حذف شده است",
  unknownCampaign: "کمپین تخفیف انتخاب‌شده وجود ندارد",
  inactive: "کد تخفیف فعال نیست.",
  // The reservation's texts (lib/reservations/messages.ts) for a code at reservation.
  unknown: "کد تخفیف معتبر نیست.",
  expired: "مهلت استفاده از کد تخفیف به پایان رسیده است.",
  usedUp: "ظرفیت کد تخفیف تکمیل شده است.",
} as const;
