// Persian messages of group SMS.
export const MESSAGING_MESSAGES = {
  noRecipients: "گیرنده‌ای برای ارسال پیامک وجود ندارد.",
  walletShort: (cost: string) =>
    `موجودی کیف پول برای ارسال این پیامک‌ها (${cost} تومان) کافی نیست؛ ابتدا کیف پول را شارژ کنید.`,
  noEndedSession: "نظرسنجی پس از پایان تور ارسال می‌شود؛ هنوز تاریخی از این تور به پایان نرسیده است.",
  surveyText: (tourTitle: string, url: string, note?: string) =>
    `همسفر: از همراهی شما در «${tourTitle}» سپاسگزاریم. لطفاً نظر خود را درباره تور ثبت کنید:\n${url}${note ? `\n${note}` : ""}`,
} as const;
