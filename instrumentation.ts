// Next's start-up hook: checks and settles the environment (lib/config/env.ts: a wrong value stops the
// server here with a clear message; later reads do not parse it again), then runs the background job worker (pg-boss: the payment sweep, …)
// inside the Node.js server process. Not in the edge runtime, not while `next build` prerenders, not
// in tests (vitest never loads this file), and not when HAMSAFAR_JOBS=off (e.g. a web-only instance).
export async function register() {
  // Next's own variables, set by Next for this hook.
  // eslint-disable-next-line no-restricted-properties
  const { NEXT_RUNTIME, NEXT_PHASE } = process.env;
  if (NEXT_RUNTIME !== "nodejs" || NEXT_PHASE === "phase-production-build") return;
  const { settleEnv, env } = await import("./lib/config/env");
  settleEnv();
  // GC time, event-loop delay and the heap after each major collection are observed from the start, not from the
  // first scrape of GET /api/metrics (lib/metrics): a scraper's first look then holds the process's whole life.
  const { ensureProcessMetrics } = await import("./lib/metrics/ensure-process-metrics");
  ensureProcessMetrics();
  // The client's address and the per-address budget are the front door's (server/front-door.ts), before Next.

  if (env.HAMSAFAR_JOBS === "off" || !env.DATABASE_URL) return;
  const { startJobWorker } = await import("./lib/jobs/worker");
  // The server serves while the worker starts; a database hiccup here must not keep it down.
  startJobWorker().catch((error) => console.error("[jobs] worker did not start", error));
}
