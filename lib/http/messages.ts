// Persian messages of the HTTP layer (the spec's error catalogue).
export const HTTP_MESSAGES = {
  unauthorized: "ابتدا وارد حساب کاربری خود شوید.",
  forbidden: "عدم دسترسی!",
  notFound: "موردی یافت نشد.",
  server: "خطایی رخ داد!",
  badJson: "بدنه درخواست JSON معتبر نیست.",
  tooLarge: "حجم درخواست بیش از حد مجاز است.",
  unsupportedMedia: "نوع محتوای درخواست پشتیبانی نمی‌شود.",
  methodNotAllowed: "این نوع درخواست (متد HTTP) برای این نشانی پشتیبانی نمی‌شود.",
  lengthRequired: "بدنه این درخواست باید با اندازه مشخص (Content-Length) فرستاده شود.",
  busy: "سرور در این لحظه کارهای زیادی در صف دارد؛ چند لحظه دیگر دوباره تلاش کنید.",
  addressBusy: "درخواست‌های هم‌زمان از نشانی شما بیش از حد مجاز است؛ چند لحظه دیگر دوباره تلاش کنید.",
  notReady: "سرویس هنوز آماده پاسخ‌گویی نیست.",
} as const;
