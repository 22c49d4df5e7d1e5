// Next's start-up hook: checks the environment (lib/config/env.ts: a wrong value stops the server
// here with a clear message), stamps every request with the client's address (lib/http/client-address.ts:
// here, so that any way of starting the server — `npm start`, a bare `next start` — has it), hands the tour page its loader (lib/tours/tour-page-loader.ts), then runs the background job worker (pg-boss: the payment sweep, …)
// inside the Node.js server process. Not in the edge runtime, not while `next build` prerenders, not
// in tests (vitest never loads this file), and not when HAMSAFAR_JOBS=off (e.g. a web-only instance).
export async function register() {
  // Next's own variables, set by Next for this hook.
  // eslint-disable-next-line no-restricted-properties
  const { NEXT_RUNTIME, NEXT_PHASE } = process.env;
  if (NEXT_RUNTIME !== "nodejs" || NEXT_PHASE === "phase-production-build") return;
  const { assertEnv, env } = await import("./lib/config/env");
  assertEnv();
  const { installClientAddressHook } = await import("./lib/http/client-address");
  installClientAddressHook(env.TRUST_PROXY_HOPS);
  // The tour page (both hosts) is a Pages Router page, which may not import the server's modules:
  // its loader is handed over here (lib/tours/tour-page-loader.ts).
  const [{ provideTourPageLoader }, { loadTourPageProps }] = await Promise.all([import("./lib/tours/tour-page-loader"), import("./lib/websites/tour-page-props")]);
  provideTourPageLoader(loadTourPageProps);
  if (env.HAMSAFAR_JOBS === "off" || !env.DATABASE_URL) return;
  const { startJobWorker } = await import("./lib/jobs/worker");
  // The server serves while the worker starts; a database hiccup here must not keep it down.
  startJobWorker().catch((error) => console.error("[jobs] worker did not start", error));
}
