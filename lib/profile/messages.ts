export const PROFILE_MESSAGES = {
  updated: "پروفایل ویرایش شد.",
  mobileChange:
    "شماره موبایل (نام کاربری) از این فرم تغییر نمی‌کند؛ برای تغییر آن باید شماره جدید با کد تایید ثبت شود.",
  unknownCity: "شهر انتخاب شده معتبر نیست.",
} as const;
