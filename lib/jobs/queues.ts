// Background job names and their schedules (cron, UTC).
export const JOBS = {
  paymentsSweep: { name: "payments-sweep", cron: "* * * * *" },
  /** Group SMS of leaders: sent when queued, and swept every minute (lib/messaging). */
  groupSms: { name: "group-sms", cron: "* * * * *" },
} as const;
