// Persian messages of the accounts calls.
export const ACCOUNT_MESSAGES = {
  invalidCredentials: "نام کاربری یا رمز عبور اشتباه است.",
  wrongCurrentPassword: "رمز عبور فعلی اشتباه است.",
  invalidOtp: "کد تایید نادرست است یا منقضی شده است.",
  otpTooSoon: "برای دریافت کد جدید یک دقیقه صبر کنید.",
  otpHourlyLimit: "درخواست کد برای این شماره بیش از حد مجاز است؛ یک ساعت دیگر دوباره تلاش کنید.",
  ipHourlyLimit: "تعداد درخواست‌ها بیش از حد مجاز است؛ کمی بعد دوباره تلاش کنید.",
  otpAddressSlowed: (seconds: number) =>
    `درخواست کد از این شبکه زیاد بوده است؛ ${seconds.toLocaleString("fa-IR")} ثانیه دیگر دوباره تلاش کنید.`,
  loginCodeRequired:
    "از این شبکه تلاش‌های ناموفق زیادی برای ورود شده است؛ برای ورود، کد تایید پیامک‌شده به موبایل خود را هم وارد کنید.",
  loginLocked: "به دلیل تلاش‌های ناموفق پیاپی، ورود با این شماره تا ۱۵ دقیقه ممکن نیست.",
  loginSlowed: (seconds: number) =>
    `به دلیل تلاش‌های ناموفق پیاپی، ${seconds.toLocaleString("fa-IR")} ثانیه دیگر دوباره تلاش کنید (یا رمز عبور را با پیامک بازیابی کنید).`,
  loginAddressLimited: "تلاش‌های ناموفق ورود از این نشانی بیش از حد مجاز است؛ ۱۵ دقیقه دیگر دوباره تلاش کنید.",
  eulaRequired: "پذیرش قوانین و مقررات الزامی است",
  roleNotAllowed: "نقش باید تورلیدر (Leader) یا همکار فروش (Affiliate) باشد",
  passwordTooShort: "رمز عبور باید دست‌کم ۸ نویسه باشد",
  passwordTooLong: "رمز عبور حداکثر ۱۲۸ نویسه است",
  nameTooLong: "حداکثر ۵۰ نویسه مجاز است",
  otpFormat: "کد تایید باید ۶ رقم باشد",
  impersonationTarget: "ورود به جای کاربر فقط برای حساب تورلیدرها و همکاران فروش ممکن است.",
  noPasswordChangeWhileImpersonating: "در حالت ورود به جای کاربر نمی‌توان رمز عبور را تغییر داد.",
  emailMissing: "ابتدا ایمیل خود را در پروفایل ثبت کنید.",
  emailAlreadyVerified: "ایمیل شما قبلاً تایید شده است.",
  verificationMailTooSoon: "هر دقیقه فقط یک ایمیل تایید فرستاده می‌شود؛ کمی بعد دوباره تلاش کنید.",
  invalidEmailToken: "پیوند تایید ایمیل نامعتبر است یا منقضی شده است.",
  otpSms: (code: string) => `کد تایید همسفر: ${code}`,
  travellerCodeSms: (code: string) => `کد ورود به «بلیت‌های من» همسفر: ${code}\nاین کد را به هیچ‌کس ندهید.`,
  ticketCodeSms: (code: string) =>
    `کد تایید لغو یا استرداد بلیت همسفر: ${code}\nاگر شما درخواست نکرده‌اید، این کد را به هیچ‌کس ندهید.`,
} as const;
