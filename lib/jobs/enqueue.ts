import "server-only";
// Starts a job now when this process runs the worker (pg-boss send); otherwise the job's periodic
// schedule picks the work up within a minute (the work itself is recorded in the database first).
import { JOBS } from "./queues";
import { runningJobWorker } from "./worker";

export async function enqueueJob(name: string, data: object): Promise<void> {
  const boss = await runningJobWorker()?.catch(() => undefined);
  if (!boss) return;
  await boss.send(name, data).catch((error) => console.error("[jobs] could not queue", name, error));
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
  await enqueueJob(JOBS.waitlistOffers.name, {});
  return answer;
}
