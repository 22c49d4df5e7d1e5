export const WAGE_MESSAGES = {
  leaderNotFound: "برگزارکننده تور یافت نشد.",
  saved: "تنظیمات کارمزد ثبت شد.",
} as const;
