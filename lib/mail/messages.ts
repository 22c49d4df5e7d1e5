// What people read when a mail cannot go out.
export const MAIL_MESSAGES = {
  unavailable: "ارسال ایمیل در حال حاضر ممکن نیست؛ چند دقیقه دیگر دوباره تلاش کنید.",
} as const;
