// Persian texts of the traveller's own bookings (/my).
export const TRAVELLER_MESSAGES = {
  signedOut: "برای دیدن بلیت‌ها، با شماره موبایل و کد پیامک‌شده وارد شوید.",
} as const;
