// Persian messages of the products area (the spec's catalogue where it has one).
export const PRODUCT_MESSAGES = {
  notFound: "محصول یافت نشد.",
  registrationPast: "مهلت ثبت سفارش باید در آینده باشد",
  capacityBelowSold: (sold: number) =>
    `ظرفیت نمی‌تواند کمتر از تعداد فروخته‌شده (${sold.toLocaleString("fa-IR")}) باشد`,
  inactive: "فروش این محصول فعال نیست.",
  registrationEnded: "مهلت ثبت سفارش این محصول به پایان رسیده است.",
  outOfStock: "موجودی این محصول برای تعداد درخواستی کافی نیست.",
  photoSaveFailed: "تصویر محصول ذخیره نشد.",
  photoDeleteFailed: "تصویر محصول حذف نشد.",
  receiptNotFound: "سفارشی با این کد رهگیری و شماره موبایل پیدا نشد.",
  receiptLinkInvalid:
    "پیوند این رسید منقضی شده یا معتبر نیست. سفارش را با شماره موبایل و کد رهگیری پیامک‌شده پیگیری کنید.",
  extraAnswerDate: "پاسخ سؤال باید یک تاریخ باشد.",
} as const;

/** SMS to the buyer once the order is paid. */
export const productPaidSms = (title: string, trackingId: string, url: string) =>
  `همسفر: سفارش «${title}» ثبت و پرداخت شد. کد پیگیری: ${trackingId}\nمشاهده رسید: ${url}`;
