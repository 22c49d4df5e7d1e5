// Persian messages of installment sales (docs/installments.md).
export const INSTALLMENT_MESSAGES = {
  nameLength: "نام طرح اقساط باید بین ۲ تا ۶۰ نویسه باشد",
  downPaymentRange: "پیش‌پرداخت باید بین ۱ تا ۹۹ درصد باشد (۰ و ۱۰۰ درصد پذیرفته نیست)",
  countRange: "تعداد اقساط پس از پیش‌پرداخت باید بین ۱ تا ۱۲ باشد",
  dueDayRange: "سررسید هر قسط باید بین ۱ تا ۷۳۰ روز پس از خرید باشد",
  dueDaysCount: "برای هر قسط دقیقاً یک سررسید (روز پس از خرید) وارد کنید",
  dueDaysIncreasing: "سررسید هر قسط باید دیرتر از قسط پیش از آن باشد",
  lastDueRange: "فاصله آخرین سررسید تا حرکت باید بین ۱ تا ۳۶۵ روز باشد",
  surchargeRange: "کارمزد اقساط باید بین ۰ تا ۵۰ درصد باشد",
  planNotFound: "طرح اقساط یافت نشد",
  planUsed: "این طرح اقساط در فروش استفاده شده و قابل ویرایش یا حذف نیست؛ می‌توانید آن را بایگانی کنید",
  planArchived: "این طرح اقساط بایگانی شده است",
  planNotOffered: "این طرح اقساط برای این سانس ارائه نمی‌شود (زمان حرکت برای سررسیدهای آن کافی نیست)",
  tourPlanUnknown: "طرح اقساط انتخاب‌شده وجود ندارد یا بایگانی شده است",
  installmentNotFound: "قسط یافت نشد",
  saleNotFound: "فروش اقساطی یافت نشد",
  wholeTicketOnly: "بلیت اقساطی فقط به‌طور کامل (همه مسافران آن) لغو می‌شود",
  installmentPaid: "این قسط پیش از این پرداخت شده است",
  installmentCancelled: "این قسط لغو شده است",
  downPaymentOffline: "پیش‌پرداخت با صورتحساب بلیت پرداخت می‌شود",
  offlineAmount: (amount: string) => `مبلغ پرداخت باید برابر مبلغ قسط (${amount} تومان) باشد`,
  paidAtFuture: "تاریخ پرداخت نمی‌تواند در آینده باشد",
  paidAtBeforePurchase: "تاریخ پرداخت نمی‌تواند پیش از خرید بلیت باشد",
  dueAtPast: "سررسید جدید باید در آینده باشد",
  dueAtAfterDeparture: "سررسید جدید باید پیش از زمان حرکت باشد",
  ticketNotActive: "بلیت این قسط فعال نیست",
  noteLength: "یادداشت حداکثر ۲۰۰ نویسه است",
  chequeNote: "برای پرداخت با چک، شماره و بانک چک را در یادداشت بنویسید",
  sessionNotFound: "تاریخ انتخاب‌شده یافت نشد.",
  planRequired: "برای خرید اقساطی یک طرح اقساط انتخاب کنید",
} as const;

/** The reminder SMS of a due installment (lib/installments/send-installment-reminders.ts), in the SMS catalogue's style. */
export const INSTALLMENT_REMINDER_SMS = {
  before: (p: { part: string; title: string; amount: string; due: string; link: string }) =>
    `همسفر: قسط ${p.part} بلیت تور «${p.title}» به مبلغ ${p.amount} در ${p.due} سررسید می‌شود. پرداخت: ${p.link}`,
  due: (p: { part: string; title: string; amount: string; due: string; link: string }) =>
    `همسفر: امروز (${p.due}) سررسید قسط ${p.part} بلیت تور «${p.title}» به مبلغ ${p.amount} است. پرداخت: ${p.link}`,
} as const;
