// Persian messages of the HTTP layer (the spec's error catalogue).
export const HTTP_MESSAGES = {
  unauthorized: "ابتدا وارد حساب کاربری خود شوید.",
  forbidden: "عدم دسترسی!",
  notFound: "موردی یافت نشد.",
  server: "خطایی رخ داد!",
  badJson: "بدنه درخواست JSON معتبر نیست.",
  tooLarge: "حجم درخواست بیش از حد مجاز است.",
  unsupportedMedia: "نوع محتوای درخواست پشتیبانی نمی‌شود.",
} as const;
