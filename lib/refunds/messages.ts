export const REFUND_MESSAGES = {
  cancelled: "بلیت لغو شد؛ مبلغ بازگشتی ظرف ۲۴ ساعت واریز می‌شود.",
  notCancellable: "زمان حرکت تور فرا رسیده و بلیت دیگر قابل لغو نیست.",
  tourCancelled: "این تور لغو شده است و مبلغ بلیت‌ها به طور کامل بازگردانده می‌شود.",
  penaltyChanged: (percent: number) =>
    `درصد جریمه لغو تغییر کرده است؛ درصد جریمه اکنون ${percent.toLocaleString("fa-IR")} درصد است. لطفاً دوباره بررسی و تایید کنید.`,
  passengerNotFound: "مسافر انتخاب‌شده در این بلیت یافت نشد.",
  passengerNotCancellable: "فقط بلیت‌های پرداخت‌شده و لغونشده قابل لغو هستند.",
  codeRequired: "برای لغو بلیت یا ثبت کارت استرداد، کد تایید پیامک‌شده به موبایل خریدار را وارد کنید.",
} as const;

/** Messages of the refunds back office (operator list, completion, automatic refund, deletion). */
export const REFUND_OFFICE_MESSAGES = {
  notFound: "استرداد یافت نشد.",
  alreadyProcessed: "این استرداد قبلاً انجام شده است.",
  assignedToLeader: "این استرداد به عهده برگزارکننده تور است.",
  refNumRequired: "شماره پیگیری الزامی است.",
  autoNotOnline: "این بلیت از درگاه پرداخت خریداری نشده و استرداد خودکار ندارد؛ لطفاً استرداد را دستی ثبت کنید.",
  autoNotSupported: "این درگاه پرداخت استرداد خودکار را پشتیبانی نمی‌کند؛ لطفاً استرداد را دستی ثبت کنید.",
  autoInProgress: "استرداد خودکار این مورد در جریان است؛ وضعیت آن را از بانک استعلام کنید.",
  autoNotStarted: "برای این استرداد، استرداد خودکاری ثبت نشده است.",
  autoFailed: (reason?: string) =>
    `درگاه پرداخت استرداد را نپذیرفت${reason ? ` (${reason})` : ""}؛ لطفاً استرداد را دستی ثبت کنید.`,
  autoGatewayUnavailable: "اتصال به درگاه پرداخت برقرار نشد. لطفاً دوباره تلاش کنید.",
  autoNote: "استرداد خودکار از طریق درگاه پرداخت",
  notDeletable: "استرداد انجام‌شده یا در جریان قابل حذف نیست.",
  nothingToPay: "مبلغی برای بازگرداندن در این استرداد نیست.",
} as const;

export const refundPaidSms = (amount: bigint, trackingId: string, refNum: string) =>
  `همسفر: مبلغ ${Number(amount).toLocaleString("fa-IR")} تومان بابت استرداد بلیت ${trackingId} به حساب شما واریز شد. شماره پیگیری: ${refNum}`;

const toman = (amount: bigint) => `${Number(amount).toLocaleString("fa-IR")} تومان`;

/** The leader cancelled the tour of an unpaid card-to-card booking whose transfer the buyer reported: the money is held. */
export const c2cHeldTourCancelledSms = (tourTitle: string, trackingId: string, amount: bigint) =>
  `همسفر: تور «${tourTitle}» توسط برگزارکننده لغو شد و برای رزرو شما (کد پیگیری ${trackingId}) بلیتی صادر نمی‌شود. ` +
  `واریز کارت به کارت شما (${toman(amount)}) پس از تایید حسابداری همسفر به طور کامل بازگردانده می‌شود؛ ` +
  `با تایید، پیامک دیگری می‌گیرید و با واریز، پیامکی با شماره پیگیری بانک.`;

/** The same for a card-to-card booking whose transfer was not reported: nothing is held that the platform knows of. */
export const c2cUnreportedTourCancelledSms = (tourTitle: string, trackingId: string) =>
  `همسفر: تور «${tourTitle}» توسط برگزارکننده لغو شد و رزرو پرداخت‌نشده شما (کد پیگیری ${trackingId}) لغو شد. ` +
  `اگر مبلغی کارت به کارت واریز کرده‌اید، کد پیگیری همین رزرو و شماره پیگیری واریز را به پشتیبانی همسفر بدهید تا بازگردانده شود.`;
