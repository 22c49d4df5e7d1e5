// Persian messages of the statistics calls.
export const STATISTICS_MESSAGES = {
  rangeOrder: "تاریخ پایان باید بعد از تاریخ شروع باشد.",
  rangeTooLong: "بازه آمار حداکثر یک سال است.",
} as const;

export const WEEKDAY_TITLES = ["شنبه", "یکشنبه", "دوشنبه", "سه‌شنبه", "چهارشنبه", "پنجشنبه", "جمعه"] as const;
