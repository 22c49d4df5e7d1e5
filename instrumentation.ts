// Next's start-up hook: the background job worker (pg-boss: the payment sweep, …) runs inside the
// Node.js server process. Not in the edge runtime, not while `next build` prerenders, not in tests
// (vitest never loads this file), and not when HAMSAFAR_JOBS=off (e.g. a web-only instance).
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  if (process.env.HAMSAFAR_JOBS === "off" || !process.env.DATABASE_URL) return;
  const { startJobWorker } = await import("./lib/jobs/worker");
  // The server serves while the worker starts; a database hiccup here must not keep it down.
  startJobWorker().catch((error) => console.error("[jobs] worker did not start", error));
}
