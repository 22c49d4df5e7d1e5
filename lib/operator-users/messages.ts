// Persian messages of the operator's user administration.
export const OPERATOR_USER_MESSAGES = {
  notLeaderOrAffiliate: "این کاربر تورگردان یا فروشنده نیست.",
  mobileTaken: "این شماره موبایل برای کاربر دیگری ثبت شده است.",
  provinceMismatch: "شهر انتخاب‌شده در این استان نیست.",
  cityUnknown: "شهر انتخاب‌شده پیدا نشد.",
  creditAmount: "مبلغ اعتبار باید بیشتر از صفر باشد.",
  noteRequired: "توضیح اپراتور را وارد کنید.",
  roleTarget: "نقش فقط بین تورگردان و فروشنده تغییر می‌کند.",
  sameRole: "کاربر همین حالا این نقش را دارد.",
  messageRequired: "متن پیامک را وارد کنید.",
  staffRole: "نقش باید اپراتور یا حسابدار باشد.",
  notStaff: "این کاربر اپراتور یا حسابدار نیست.",
  cannotDisableSelf: "نمی‌توانید حساب خودتان را غیرفعال کنید.",
  confirmedSms: (name: string) =>
    `${name} عزیز، حساب کاربری شما در همسفر تایید شد. اکنون می‌توانید وارد شوید و تور بسازید.`,
} as const;
