// Background job names and their schedules (cron, UTC).
export const JOBS = {
  paymentsSweep: { name: "payments-sweep", cron: "* * * * *" },
  /** Group SMS of leaders: sent when queued, and swept every minute (lib/messaging). */
  groupSms: { name: "group-sms", cron: "* * * * *" },
  /** Daily at 05:30 UTC (09:00 Tehran): SMS to owners whose sale website ends within 7 days. */
  websiteRenewalNotice: { name: "website-renewal-notice", cron: "30 5 * * *" },
  /** Old OTP codes, login attempts, SMS and mail rows past their retention (lib/retention), daily at 01:30 UTC. */
  pruneOldRecords: { name: "prune-old-records", cron: "30 1 * * *" },
  /** The waiting lists: lapse offers past their hold, offer freed places (lib/waitlist); also sent after a cancellation. */
  waitlistOffers: { name: "waitlist-offers", cron: "* * * * *" },
  /** The day-before SMS of every paid passenger (lib/reminders), checked every minute. */
  tourReminders: { name: "tour-reminders", cron: "* * * * *" },
  /** The reminder SMS of due installments, 3 days before and on the due day (lib/installments), every 5 minutes. */
  installmentReminders: { name: "installment-reminders", cron: "*/5 * * * *" },
} as const;
