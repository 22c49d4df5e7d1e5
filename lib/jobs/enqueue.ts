import "server-only";
// Starts a job now when this process runs the worker (pg-boss send); otherwise the job's periodic
// schedule picks the work up within a minute (the work itself is recorded in the database first).
import { runningJobWorker } from "./worker";

export async function enqueueJob(name: string, data: object): Promise<void> {
  const boss = await runningJobWorker()?.catch(() => undefined);
  if (!boss) return;
  await boss.send(name, data).catch((error) => console.error("[jobs] could not queue", name, error));
}
