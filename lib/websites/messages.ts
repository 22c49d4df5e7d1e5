// Persian messages of the sale-website calls (codes are passed beside them, see lib/http/errors.ts).
export const WEBSITE_MESSAGES = {
  notFound: "سایت فروش پیدا نشد.",
  noWebsite: "هنوز سایت فروشی نساخته‌اید.",
  alreadyHasWebsite: "شما قبلاً سایت فروش ساخته‌اید.",
  subDomainInvalid: "زیردامنه باید ۳ تا ۳۰ حرف کوچک انگلیسی، رقم یا خط تیره باشد و با خط تیره شروع یا تمام نشود.",
  subDomainReserved: "این زیردامنه رزرو شده است؛ نام دیگری انتخاب کنید.",
  subDomainTaken: "این زیردامنه قبلاً گرفته شده است.",
  domainInvalid: "دامنه معتبر نیست (مثال: mytours.ir).",
  domainTaken: "این دامنه به سایت دیگری متصل است.",
  domainOfPlatform: "دامنه‌های همسفر را نمی‌توان به عنوان دامنه اختصاصی ثبت کرد.",
  domainNeedsPlan: "اتصال دامنه اختصاصی به پلن حرفه‌ای یا اختصاصی نیاز دارد.",
  noDomain: "برای این سایت دامنه‌ای ثبت نشده است.",
  paletteInvalid: "پالت رنگ باید یکی از c1 تا c7 باشد.",
  featureNotFound: "این امکان وجود ندارد.",
  planInvalid: "نوع پلن معتبر نیست.",
  elementInvalid: "بخش باید head، body یا footers باشد.",
  linkGroupTaken: "گروه لینکی با این عنوان وجود دارد.",
  linkGroupNotFound: "گروه لینک پیدا نشد.",
  certificateMissing: "تصویری برای حذف وجود ندارد.",
  inactive: "این سایت فعال نیست.",
  /** The inactive page's title (before the template's " | همسفر"). */
  inactiveTitle: "سایت فعال نیست",
  inactiveHint: "مدت اعتبار این سایت فروش به پایان رسیده یا هنوز پرداخت نشده است.",
  renewalSms: (brand: string, days: number, url: string) =>
    `همسفر: اعتبار سایت فروش ${brand} تا ${days.toLocaleString("fa-IR")} روز دیگر تمام می‌شود. برای تمدید: ${url}`,
} as const;

export const WEBSITE_TOASTS = {
  created: "سایت فروش ساخته شد.",
  saved: "تنظیمات ذخیره شد.",
  linksSaved: "تغییرات ذخیره شد.",
  certificateUploaded: "مجوز بارگذاری شد.",
  domainRequested: "دامنه ثبت شد و پس از تایید اپراتور فعال می‌شود.",
  domainRemoved: "دامنه اختصاصی حذف شد.",
  scriptsApproved: "اسکریپت‌ها تایید شدند",
  changeApplied: "تغییر اعمال شد.",
  logbookSaved: "سفرنامه ذخیره شد.",
  suggestionSent: "اطلاعات پیشنهاد با موفقیت ارسال شد.",
} as const;
