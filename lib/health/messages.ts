// Persian messages of the readiness check (GET /api/ready).
export const HEALTH_MESSAGES = {
  databaseDown: "پایگاه داده پاسخ نمی‌دهد؛ سرویس هنوز آماده نیست.",
  migrationsPending: (count: number) =>
    `${count.toLocaleString("fa-IR")} مهاجرت پایگاه داده هنوز اعمال نشده است؛ سرویس هنوز آماده نیست.`,
} as const;
