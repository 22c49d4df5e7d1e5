// Persian messages of a tour's waiting-list and reminder settings.
export const TOUR_DAY_MESSAGES = {
  holdMinutesRange: (min: number, max: number) =>
    `مدت نگه‌داشت جا باید بین ${min.toLocaleString("fa-IR")} تا ${max.toLocaleString("fa-IR")} دقیقه باشد`,
  reminderTime: "ساعت یادآوری را به شکل ۱۸:۰۰ وارد کنید (ساعت ۰۰ تا ۲۳، دقیقه ۰۰ تا ۵۹)",
} as const;
