import "server-only";
// The tour-day jobs on a pg-boss instance: the waiting lists' sweep, the day-before reminders and the
// installments' reminders. All are singleton queues (one run at a time across instances), and all are
// safe without that: the sweep holds each session's advisory lock, a reminder's row is unique per ticket
// (per installment and kind) and written before it is sent (lib/waitlist/offer-freed-places.ts,
// lib/reminders/send-reminders.ts, lib/installments/send-installment-reminders.ts).
import type PgBoss from "pg-boss";
import { sendInstallmentReminders } from "@/lib/installments/send-installment-reminders";
import { sendDueReminders } from "@/lib/reminders/send-reminders";
import { offerFreedPlaces } from "@/lib/waitlist/offer-freed-places";
import { JOBS } from "./queues";

/** pg-boss keeps a failed job's error in its table only: the log says it too. */
const logged =
  (what: string) =>
  (error: unknown): never => {
    console.error(`[jobs] ${what} failed`, error);
    throw error;
  };

/** A minute's job that takes this long is logged even when it did nothing. */
export const SLOW_RUN_MS = 5_000;

export async function registerTourDayJobs(boss: PgBoss) {
  const { waitlistOffers, tourReminders, installmentReminders } = JOBS;
  await boss.createQueue(waitlistOffers.name, { name: waitlistOffers.name, policy: "singleton", expireInSeconds: 300 });
  await boss.schedule(waitlistOffers.name, waitlistOffers.cron);
  await boss.work(waitlistOffers.name, async () => {
    const started = performance.now();
    const report = await offerFreedPlaces().catch(logged("waiting lists"));
    const ms = Math.round(performance.now() - started);
    // A run with nothing to do is logged only when slow: its cost is what grows with the platform (issue 33).
    if (report.lapsed || report.offered || ms > SLOW_RUN_MS)
      console.info(
        `[jobs] waiting lists: ${report.lapsed} lapsed, ${report.offered} offered, ${report.sent} SMS in ${ms} ms`,
      );
  });
  await boss.createQueue(tourReminders.name, { name: tourReminders.name, policy: "singleton", expireInSeconds: 900 });
  await boss.schedule(tourReminders.name, tourReminders.cron);
  await boss.work(tourReminders.name, async () => {
    const started = performance.now();
    const report = await sendDueReminders().catch(logged("reminders"));
    const ms = Math.round(performance.now() - started);
    if (report.recorded || report.sent || ms > SLOW_RUN_MS)
      console.info(`[jobs] reminders: ${report.recorded} recorded, ${report.sent} sent in ${ms} ms`);
  });
  await boss.createQueue(installmentReminders.name, {
    name: installmentReminders.name,
    policy: "singleton",
    expireInSeconds: 900,
  });
  await boss.schedule(installmentReminders.name, installmentReminders.cron);
  await boss.work(installmentReminders.name, async () => {
    const report = await sendInstallmentReminders().catch(logged("installment reminders"));
    // Its runtime is logged on every run: the batches' cost grows with the installments due in the window.
    console.info(`[jobs] installment reminders: ${report.sent} sent, ${report.failed} failed, ${report.ms} ms`);
  });
}
