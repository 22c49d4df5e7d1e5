export const REFUND_MESSAGES = {
  cancelled: "بلیت لغو شد؛ مبلغ بازگشتی ظرف ۲۴ ساعت واریز می‌شود.",
  notCancellable: "زمان حرکت تور فرا رسیده و بلیت دیگر قابل لغو نیست.",
  tourCancelled: "این تور لغو شده است و مبلغ بلیت‌ها به طور کامل بازگردانده می‌شود.",
  penaltyChanged: (percent: number) =>
    `درصد جریمه لغو تغییر کرده است؛ درصد جریمه اکنون ${percent.toLocaleString("fa-IR")} درصد است. لطفاً دوباره بررسی و تایید کنید.`,
  passengerNotFound: "مسافر انتخاب‌شده در این بلیت یافت نشد.",
  passengerNotCancellable: "فقط بلیت‌های پرداخت‌شده و لغونشده قابل لغو هستند.",
  codeRequired: "برای لغو بلیت یا ثبت کارت استرداد، کد تایید پیامک‌شده به موبایل خریدار را وارد کنید.",
  /** The account holder's two rules (the field's label is put before them: lib/validation/labels.ts). */
  holderRequired: "همراه شماره کارت یا شبا لازم است",
  accountForHolder: "بدون شماره کارت یا شبا ثبت نمی‌شود؛ شماره کارت یا شبا را هم وارد کنید",
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
  payDateFuture: "تاریخ واریز نمی‌تواند بعد از امروز باشد.",
  payDateBeforeRefund: "تاریخ واریز نمی‌تواند پیش از ثبت استرداد باشد.",
} as const;

export const refundPaidSms = (amount: bigint, trackingId: string, refNum: string) =>
  `همسفر: مبلغ ${Number(amount).toLocaleString("fa-IR")} تومان بابت استرداد بلیت ${trackingId} به حساب شما واریز شد. شماره پیگیری: ${refNum}`;

const toman = (amount: bigint) => `${Number(amount).toLocaleString("fa-IR")} تومان`;

/** The leader cancelled the tour of an unpaid card-to-card booking whose transfer the buyer reported: the money is held. */
export const c2cHeldTourCancelledSms = (tourTitle: string, trackingId: string, amount: bigint) =>
  `همسفر: تور «${tourTitle}» توسط برگزارکننده لغو شد و برای رزرو شما (کد پیگیری ${trackingId}) بلیتی صادر نمی‌شود. ` +
  `واریز کارت به کارت شما (${toman(amount)}) پس از تایید حسابداری همسفر به طور کامل بازگردانده می‌شود؛ ` +
  `با تایید، پیامکی با پیوند ثبت شماره کارت یا شبا می‌گیرید و واریز ظرف ۲۴ ساعت پس از ثبت آن انجام می‌شود.`;

/** The same for a card-to-card booking whose transfer was not reported: nothing is held that the platform knows of. */
export const c2cUnreportedTourCancelledSms = (tourTitle: string, trackingId: string) =>
  `همسفر: تور «${tourTitle}» توسط برگزارکننده لغو شد و رزرو پرداخت‌نشده شما (کد پیگیری ${trackingId}) لغو شد. ` +
  `اگر مبلغی کارت به کارت واریز کرده‌اید، کد پیگیری همین رزرو و شماره پیگیری واریز را به پشتیبانی همسفر بدهید تا بازگردانده شود.`;

/** The page the texted link opens (/refund-account) and its call. */
export const REFUND_ACCOUNT_MESSAGES = {
  linkInvalid: "این پیوند معتبر نیست یا مهلت آن گذشته است؛ برای ثبت اطلاعات حساب با پشتیبانی همسفر تماس بگیرید.",
  notOwed: "این استرداد دیگر از طریق همسفر پرداخت نمی‌شود؛ برای پیگیری با پشتیبانی همسفر تماس بگیرید.",
  alreadyPaid: "این استرداد پیش‌تر واریز شده است.",
  alreadyGiven: "اطلاعات حساب این استرداد پیش‌تر ثبت شده است؛ برای تغییر آن با پشتیبانی همسفر تماس بگیرید.",
  accountRequired: "شماره کارت یا شماره شبا را وارد کنید.",
  saved: "اطلاعات حساب ثبت شد؛ مبلغ ظرف ۲۴ ساعت به همین حساب واریز می‌شود.",
} as const;

/** What the back office shows in the where-to-pay columns of a refund nobody has said where to pay. */
export const AWAITING_ACCOUNT = "در انتظار اطلاعات حساب";

/** Why the buyer is owed money (the first sentence of the SMS); the rest says when and where it comes back. */
export type RefundEvent =
  | { kind: "TourCancelled"; tourTitle: string }
  | { kind: "LeaderCancelled"; tourTitle: string }
  | { kind: "TravellerCancelled" }
  | { kind: "LatePayment" }
  | { kind: "C2cOwedBack" };

function opening(event: RefundEvent, trackingId: string, amount: bigint) {
  switch (event.kind) {
    case "TourCancelled":
      return `همسفر: تور «${event.tourTitle}» توسط برگزارکننده لغو شد و ${toman(amount)} بلیت‌های شما (کد پیگیری ${trackingId}) به طور کامل بازگردانده می‌شود.`;
    case "LeaderCancelled":
      return `همسفر: بلیت شما (کد پیگیری ${trackingId}) در تور «${event.tourTitle}» توسط برگزارکننده لغو شد و ${toman(amount)} به شما بازگردانده می‌شود.`;
    case "TravellerCancelled":
      return `همسفر: بلیت شما (کد پیگیری ${trackingId}) لغو شد و ${toman(amount)} به شما بازگردانده می‌شود.`;
    case "LatePayment":
      return `همسفر: پرداخت ${toman(amount)} شما برای رزرو ${trackingId} پس از بسته شدن آن رسید؛ بلیتی صادر نشد و تمام این مبلغ به شما بازگردانده می‌شود.`;
    case "C2cOwedBack":
      return `همسفر: واریز کارت به کارت شما (کد پیگیری ${trackingId}، ${toman(amount)}) تایید شد، اما تور پیش‌تر لغو شده بود؛ بلیتی صادر نمی‌شود و تمام این مبلغ به شما بازگردانده می‌شود.`;
  }
}

/**
 * The SMS of a new refund: why, how much, and when it comes back — within 24 hours (spec 2 "Refund after ticket
 * cancellation: within 24 hours", docs/money.md) of the moment the platform knows where to pay: at once when it
 * does, else after the buyer gives a card or sheba through `accountLink`. Back into the buying wallet: at once.
 */
export function refundOwedSms(
  event: RefundEvent,
  trackingId: string,
  amount: bigint,
  payTo: { wallet: true } | { known: "card" | "iban" } | { accountLink: string },
) {
  const tail =
    "wallet" in payTo
      ? "این مبلغ همین حالا به کیف پول همسفر شما بازگردانده شد."
      : "known" in payTo
        ? `ظرف ۲۴ ساعت به ${payTo.known === "card" ? "کارت" : "حساب"} ثبت‌شده شما واریز می‌شود و پیامکی با شماره پیگیری بانک می‌گیرید.`
        : `برای دریافت، شماره کارت یا شبا و نام صاحب حساب را در این پیوند ثبت کنید؛ واریز ظرف ۲۴ ساعت پس از ثبت انجام می‌شود:\n${payTo.accountLink}`;
  return `${opening(event, trackingId, amount)} ${tail}`;
}
