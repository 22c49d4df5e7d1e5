// Persian messages of the affiliates area (affiliate sales, collaborations, colleagues, web service).
export const AFFILIATE_MESSAGES = {
  sellerUnknown: "فروشنده معتبر نیست.",
  sellingClosed: "فروش این تور توسط همکاران فعال نیست.",
  creditPlanSeller:
    "این همکار در طرح فروش اعتباری است: خرید از طریق او فقط با ورود همکار و پرداخت از کیف پول او ممکن است.",
  affiliateNotFound: "همکار فروش یافت نشد.",
  leaderNotFound: "تورلیدر یافت نشد.",
  leadersUnknown: "یک یا چند تورلیدر انتخاب‌شده وجود ندارد.",
  collaboratorUnknown: "همکار انتخاب‌شده وجود ندارد.",
  collaboratorSelf: "نمی‌توانید خودتان را همکار تور خود کنید.",
  tourNotFound: "تور یافت نشد.",
  notOpenToYou: "این تور برای فروش شما باز نیست.",
  joinOnlySelf: "همکار فروش فقط خودش را به تور اضافه می‌کند.",
  alreadyRegistered: "این شماره موبایل پیش از این در همسفر ثبت‌نام کرده است؛ او را در جستجوی همکاران پیدا کنید.",
  inviteLimit: "امروز بیش از این نمی‌توانید دعوت بفرستید؛ فردا دوباره تلاش کنید.",
  inviteSent: "دعوت‌نامه پیامک شد.",
  webServiceOrdered: "درخواست شما ثبت شد.",
  salesPlanOnline: "نوع فروش به آنلاین تغییر کرد.",
  salesPlanCredit: "نوع فروش به اعتباری تغییر کرد.",
} as const;

export const inviteSms = (inviter: string, url: string) =>
  `همسفر: ${inviter} شما را برای همکاری در فروش تور به همسفر دعوت کرده است. ثبت‌نام: ${url}`;
