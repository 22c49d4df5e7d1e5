export const VOTE_MESSAGES = {
  notTraveller: "فقط مسافرانی که این تور را به پایان رسانده‌اند می‌توانند نظرسنجی را ثبت کنند.",
  alreadyVoted: "نظر شما برای این تور قبلاً ثبت شده است.",
} as const;
