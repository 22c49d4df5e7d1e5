// Persian text of the day-before reminder (docs/reminders.md).
export const REMINDER_MESSAGES = {
  sms: (p: { title: string; when: string; place: string | null; link: string }) =>
    `همسفر: یادآوری تور «${p.title}»؛ حرکت ${p.when}${p.place ? `، محل قرار: ${p.place}` : ""}. بلیت شما: ${p.link}`,
} as const;

export const REMINDER_STATUS_TITLES = {
  Pending: "در نوبت ارسال",
  Sending: "نامشخص (ارسال قطع شد)",
  Sent: "ارسال شد",
  Failed: "ارسال نشد",
} as const;
