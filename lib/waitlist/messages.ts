// Persian messages of the waiting list (docs/waiting-list.md).
export const WAITLIST_MESSAGES = {
  sessionNotFound: "تاریخ انتخاب‌شده برای این تور وجود ندارد",
  notFull: "این تاریخ هنوز ظرفیت دارد؛ می‌توانید همین حالا بلیت بخرید",
  closed: "ثبت‌نام این تاریخ بسته است",
  alreadyIn: "این شماره موبایل در صف انتظار این تاریخ هست",
  full: "صف انتظار این تاریخ پر است",
  placesRange: (max: number) => `تعداد جا باید بین ۱ تا ${max.toLocaleString("fa-IR")} باشد`,
  overCapacity: (capacity: number) =>
    `تعداد جا بیشتر از کل ظرفیت این تاریخ (${capacity.toLocaleString("fa-IR")} نفر) است و هیچ‌وقت آزاد نمی‌شود`,
  holdNotFound: "این پیوند معتبر نیست",
  holdLapsed: "مهلت جای نگه‌داشته‌شده برای شما تمام شده است",
  holdPlaces: (places: number) =>
    `برای شما ${places.toLocaleString("fa-IR")} جا نگه داشته شده است؛ تعداد مسافران بیشتر از آن است`,
  orderMismatch: "فهرست ترتیب باید دقیقاً همه افراد در انتظار این تاریخ را داشته باشد",
  offerSms: (p: { title: string; places: number; until: string; link: string }) =>
    `همسفر: برای تور «${p.title}» ${p.places.toLocaleString("fa-IR")} جا آزاد شد و تا ساعت ${p.until} برای شما نگه داشته می‌شود. خرید: ${p.link}`,
} as const;
