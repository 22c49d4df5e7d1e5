import "server-only";
// The background worker: pg-boss on the application's own PostgreSQL (its tables live in the
// `pgboss` schema). Scheduled jobs run once per tick across all app instances, so any number of
// instances may start a worker.
import PgBoss from "pg-boss";
import { env } from "@/lib/config/env";
import { deliverQueuedGroupMessages } from "@/lib/messaging/deliver-group-message";
import { sweepPayments } from "@/lib/payments/sweep-payments";
import { processTourEvents } from "@/lib/refunds/refund-cancelled-tour";
import { tellUntoldRefunds } from "@/lib/refunds/tell-untold-refunds";
import { pruneOldRecords } from "@/lib/retention/prune-old-records";
import { notifyRenewals, RENEWAL_NOTICE_DAYS } from "@/lib/websites/notify-renewals";
import { JOBS } from "./queues";
import { registerTourDayJobs, SLOW_RUN_MS } from "./tour-day-jobs";
import "@/lib/wiring/bill-purposes"; // the sweep pays and releases bills of every purpose

let started: Promise<PgBoss> | undefined;

export function startJobWorker(connectionString = env.DATABASE_URL): Promise<PgBoss> {
  if (!connectionString) throw new Error("DATABASE_URL is not set: the job worker needs the database");
  started ??= (async () => {
    const boss = new PgBoss({ connectionString, max: 4 });
    boss.on("error", (error) => console.error("[jobs]", error));
    await boss.start();
    await boss.createQueue(JOBS.paymentsSweep.name, {
      name: JOBS.paymentsSweep.name,
      policy: "singleton",
      expireInSeconds: 300,
    });
    await boss.schedule(JOBS.paymentsSweep.name, JOBS.paymentsSweep.cron);
    await boss.work(JOBS.paymentsSweep.name, async () => {
      const started = performance.now();
      const report = await sweepPayments(new Date());
      // Tour cancellations whose refunds did not finish in the cancel call itself.
      await processTourEvents();
      // Refunds made inside a payment's transaction (late payments) are texted here (docs/money.md).
      await tellUntoldRefunds();
      const ms = Math.round(performance.now() - started);
      if (report.completed || report.expired || ms > SLOW_RUN_MS)
        console.info(`[jobs] payments sweep: ${report.completed} completed, ${report.expired} expired in ${ms} ms`);
      // Expired unpaid reservations gave places back: offer them to the waiting lists now.
      if (report.expired) await boss.send(JOBS.waitlistOffers.name, {});
    });
    // Standard queue: a send while another delivery runs still starts at once; the claim in
    // deliverGroupMessage keeps two deliveries from sending one message twice.
    await boss.createQueue(JOBS.groupSms.name, { name: JOBS.groupSms.name, policy: "standard", expireInSeconds: 1800 });
    await boss.schedule(JOBS.groupSms.name, JOBS.groupSms.cron);
    await boss.work(JOBS.groupSms.name, async () => {
      const sent = await deliverQueuedGroupMessages();
      if (sent) console.info(`[jobs] group sms: ${sent} sent`);
    });
    await boss.createQueue(JOBS.websiteRenewalNotice.name, {
      name: JOBS.websiteRenewalNotice.name,
      policy: "singleton",
      expireInSeconds: 600,
    });
    await boss.schedule(JOBS.websiteRenewalNotice.name, JOBS.websiteRenewalNotice.cron);
    await boss.work(JOBS.websiteRenewalNotice.name, async () => {
      const { notified } = await notifyRenewals(RENEWAL_NOTICE_DAYS);
      if (notified) console.info(`[jobs] website renewal notices: ${notified}`);
    });
    await boss.createQueue(JOBS.pruneOldRecords.name, {
      name: JOBS.pruneOldRecords.name,
      policy: "singleton",
      expireInSeconds: 1800,
    });
    await boss.schedule(JOBS.pruneOldRecords.name, JOBS.pruneOldRecords.cron);
    await boss.work(JOBS.pruneOldRecords.name, async () => {
      const report = await pruneOldRecords();
      console.info(`[jobs] pruned: ${JSON.stringify(report)}`);
    });
    await registerTourDayJobs(boss);
    return boss;
  })();
  return started;
}

export async function stopJobWorker() {
  const boss = await started?.catch(() => undefined);
  started = undefined;
  await boss?.stop({ graceful: true, wait: true });
}
