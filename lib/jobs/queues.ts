// Background job names and their schedules (cron, UTC).
export const JOBS = {
  paymentsSweep: { name: "payments-sweep", cron: "* * * * *" },
} as const;
