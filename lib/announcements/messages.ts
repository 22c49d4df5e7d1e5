export const ANNOUNCEMENT_MESSAGES = {
  userUnknown: "کاربر گیرنده پیدا نشد (باید تورگردان یا فروشنده باشد).",
  entityRequired: "برای اطلاعیه لغو بلیت، شناسه استرداد (entityId) لازم است.",
  ticketCancelationTitle: "لغو بلیت",
  ticketCancelationBody: (trackingId: string, tourTitle: string, count: number, amount: string) =>
    `${count.toLocaleString("fa-IR")} بلیت با کد رهگیری ${trackingId} از تور «${tourTitle}» لغو شد. مبلغ قابل استرداد: ${amount} تومان.`,
} as const;

/** How long a ticket-cancellation announcement stays in the leader's bell. */
export const TICKET_CANCELATION_DAYS = 30;
