// Persian labels and toasts of the leader's tour pages (spec doc 2 §4, §8).
import type { TourStatus, TourType } from "@/lib/db/generated/enums";

/** Spec §4: the type label reads tour, round (patrol) or event. */
export const TOUR_TYPE_LABELS: Record<TourType, string> = {
  SimpleTour: "تور",
  PeriodicTour: "گشت (دوره‌ای)",
  Event: "رویداد",
};

export const TOUR_STATUS_LABELS: Record<TourStatus, string> = {
  Enabled: "فعال",
  Disabled: "غیرفعال",
  Cancelled: "لغو شده",
  FullyBooked: "تکمیل ظرفیت",
  Finished: "برگزار شده",
  RegistrationFinished: "پایان ثبت‌نام",
};

/** What the tour list says after the wizard saved (components/dashboard/saved-notice.tsx). */
export const TOUR_SAVED = { created: "تور با موفقیت ایجاد شد.", edited: "تور با موفقیت ویرایش شد." } as const;

export const TOUR_TOASTS = {
  cancelled: "تور لغو شد.",
  deleted: "تور حذف شد.",
  defaultsSaved: "تنظیمات پیش‌فرض ویرایش شد.",
  registrationOpened: "ثبت‌نام تور فعال شد.",
  registrationClosed: "ثبت‌نام تور غیرفعال شد.",
  shownOnWebsite: "تور در سایت فروش نمایش داده می‌شود.",
  hiddenOnWebsite: "تور از سایت فروش پنهان شد.",
  featuredOnWebsite: "تور در سایت فروش ویژه شد.",
  photoSaveFailed: "ذخیره تصویر تور با خطا مواجه شد.",
  photoDeleteFailed: "حذف تصویر تور با خطا مواجه شد.",
  leaderPhotoFailed: "ذخیره تصویر راهنمای محلی با خطا مواجه شد.",
  fixErrors: "لطفاً خطاهای فرم را برطرف کنید.",
  loadFailed: "اطلاعات تور بارگیری نشد.",
} as const;

export const SOLD_NOTE = "برای این مورد بلیت فروخته شده و قابل تغییر نیست.";
