import "server-only";
// Starts a job now, from any bundle of any instance: Next loads this module into the route handlers' bundle apart
// from the instrumentation bundle that runs the worker (lib/jobs/worker.ts), so the worker's pg-boss is not
// reachable here. A pg-boss made only for sending (no workers, no schedules, no supervision, no migrations) runs
// its SQL on the application's pool; whichever instance's worker is free takes the job. If the send fails the job's
// periodic schedule still picks the work up within a minute (the work itself is recorded in the database first).
import PgBoss from "pg-boss";
import { pgPool } from "@/lib/db/client";
import { JOBS } from "./queues";

let sender: Promise<PgBoss> | undefined;

/** This bundle's sending pg-boss, started once; a failed start (pg-boss not installed yet) is tried again next time. */
function jobSender(): Promise<PgBoss> {
  sender ??= (async () => {
    const boss = new PgBoss({
      db: { executeSql: (text: string, values?: unknown[]) => pgPool().query(text, values) },
      supervise: false,
      schedule: false,
      migrate: false,
    });
    boss.on("error", (error) => console.error("[jobs] sender:", error));
    return boss.start();
  })();
  sender.catch(() => (sender = undefined));
  return sender;
}

export async function enqueueJob(name: string, data: object): Promise<void> {
  try {
    await (await jobSender()).send(name, data);
  } catch (error) {
    console.error(`[jobs] could not queue ${name} (its schedule will run it):`, (error as Error).message);
  }
}

/** A group SMS was queued (lib/messaging): start its delivery job, and answer what was queued. */
export async function startGroupSms<T extends { id: number }>(queued: Promise<T>): Promise<T> {
  const answer = await queued;
  await enqueueJob(JOBS.groupSms.name, { groupMessageId: answer.id });
  return answer;
}

/** Places may have come free (a cancellation, a raised capacity): offer them to the waiting lists now, not at the next minute. */
export async function afterPlacesFreed<T>(work: Promise<T>): Promise<T> {
  const answer = await work;
  await enqueueJob(JOBS.waitlistOffers.name, { placesFreed: true });
  return answer;
}
