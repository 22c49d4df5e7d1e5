// Persian texts of the operator's tour moderation (lib/operator-tours/moderate-tour.ts).
export const MODERATION_LABELS = { Hidden: "پنهان", Suspended: "تعلیق" } as const;

export const MODERATION_MESSAGES = {
  tourNotFound: "تور یافت نشد.",
  notModerated: "این تور پنهان یا تعلیق نشده است.",
  // The operator's reason often ends with its own full stop: one full stop, never «..».
  smsModerated: (kind: keyof typeof MODERATION_LABELS, title: string, reason: string) =>
    `همسفر: تور «${title}» توسط پشتیبانی ${kind === "Hidden" ? "پنهان شد" : "تعلیق شد"} و در صفحه‌های عمومی فروخته نمی‌شود. دلیل: ${reason.trim().replace(/[.。…]+$/, "")}. بلیت‌های فروخته‌شده معتبر می‌مانند.`,
  smsLifted: (title: string) =>
    `همسفر: پنهان‌سازی/تعلیق تور «${title}» برداشته شد و تور دوباره در صفحه‌های عمومی نمایش داده می‌شود.`,
} as const;

// Persian texts of the operator's tour search (lib/operator-tours/search-tours.ts).
export const OPERATOR_TOURS_MESSAGES = {
  termTooBroad:
    "عبارت جستجو بیش از ۱٬۰۰۰ تورگردان را در بر می‌گیرد؛ آن را دقیق‌تر بنویسید (عنوان تور، شماره تور، نام یا موبایل کامل تورگردان).",
} as const;
