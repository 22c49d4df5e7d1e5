export const PAYMENT_MESSAGES = {
  termTooBroad:
    "عبارت جستجو بیش از ۱٬۰۰۰ صورتحساب را در بر می‌گیرد؛ آن را دقیق‌تر بنویسید (شماره موبایل کامل، نام یا کد رهگیری).",
  billNotFound: "صورتحساب یافت نشد.",
  paymentNotFound: "پرداخت یافت نشد.",
  alreadyPaid: "این صورتحساب قبلاً پرداخت شده است.",
  expired: "مهلت پرداخت این صورتحساب به پایان رسیده است.",
  cancelled: "این صورتحساب لغو شده است.",
  wrongMethod: "روش پرداخت این صورتحساب با این درخواست یکسان نیست.",
  notOnline: "این پرداخت، پرداخت آنلاین نیست.",
  notC2C: "این پرداخت، کارت به کارت نیست.",
  c2cUnavailable: "پرداخت کارت به کارت در حال حاضر امکان‌پذیر نیست؛ لطفاً روش پرداخت دیگری انتخاب کنید.",
  gatewayUnavailable: "اتصال به درگاه پرداخت برقرار نشد. لطفاً دوباره تلاش کنید.",
  gatewayUnknown: "پاسخ درگاه پرداخت هنوز مشخص نیست. لطفاً چند دقیقه دیگر دوباره بررسی کنید.",
  refCodeMissing: "خریدار هنوز کد پیگیری واریز را ثبت نکرده است.",
  alreadyConfirmed: "این پرداخت قبلاً تایید شده است.",
  alreadyRejected: "این پرداخت قبلاً رد شده است.",
  notPaidYet: "این صورتحساب هنوز پرداخت نشده است.",
  ownBill: "پرداخت این صورتحساب از کیف پول خودتان ممکن نیست.",
  invalidAmount: "مبلغ صورتحساب باید بیشتر از صفر باشد.",
  refCode: "کد پیگیری واریز معتبر نیست.",
  verifyFailed: "پرداخت توسط درگاه تایید نشد.",
  refCodeTaken:
    "این کد پیگیری واریز پیش‌تر برای پرداخت دیگری ثبت شده است. هر واریز کارت به کارت یک کد پیگیری یکتا دارد؛ کد همین واریز را وارد کنید یا با پشتیبانی تماس بگیرید.",
  refCodeTakenOperator: "این کد پیگیری واریز روی پرداخت دیگری تایید شده است؛ یک واریز فقط یک خرید را پرداخت می‌کند.",
  c2cConfirmed: "تراکنش تایید شد.",
  c2cRejected: "تراکنش رد شد.",
  c2cOwedBack:
    "واریز تایید شد، اما این خرید پیش‌تر لغو شده بود؛ بلیتی صادر نشد و مبلغ به صورت استرداد برای پرداخت به خریدار ثبت شد (فهرست استردادها).",
} as const;

/** SMS to the buyer when an operator confirms a card-to-card payment (a purpose may word its own). */
export const c2cConfirmedSms = (billId: string) =>
  `همسفر: واریز کارت به کارت شما برای صورتحساب ${billId} تایید شد و خرید شما نهایی شد.`;

/** The operator confirmed a transfer of a booking closed meanwhile (the tour was cancelled): it became a refund. */
export const c2cOwedBackSms = (trackingId: string, amount: bigint) =>
  `همسفر: واریز کارت به کارت شما (کد پیگیری ${trackingId}، ${Number(amount).toLocaleString("fa-IR")} تومان) تایید شد، اما تور پیش‌تر لغو شده بود؛ ` +
  `بلیتی صادر نمی‌شود و تمام این مبلغ به شما بازگردانده می‌شود؛ با واریز آن پیامکی با شماره پیگیری بانک می‌گیرید.`;
