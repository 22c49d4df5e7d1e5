// Next's start-up hook: checks and settles the environment (lib/config/env.ts: a wrong value stops the
// server here with a clear message; later reads do not parse it again), stamps every request with the client's address and holds an anonymous
// one to its address's budget (lib/http/client-address.ts, address-budget.ts: here, so that any way of
// starting the server — `npm start`, a bare `next start` — has it), hands the Pages Router's pages their
// loaders (lib/shared/server-loader.ts), then runs the background job worker (pg-boss: the payment sweep, …)
// inside the Node.js server process. Not in the edge runtime, not while `next build` prerenders, not
// in tests (vitest never loads this file), and not when HAMSAFAR_JOBS=off (e.g. a web-only instance).
export async function register() {
  // Next's own variables, set by Next for this hook.
  // eslint-disable-next-line no-restricted-properties
  const { NEXT_RUNTIME, NEXT_PHASE } = process.env;
  if (NEXT_RUNTIME !== "nodejs" || NEXT_PHASE === "phase-production-build") return;
  const { settleEnv, env } = await import("./lib/config/env");
  settleEnv();
  const [{ installClientAddressHook }, { createAddressBudget }, { carriesSignIn }] = await Promise.all([
    import("./lib/http/client-address"),
    import("./lib/http/address-budget"),
    import("./lib/auth/signed-in"),
  ]);
  // The per-address budget (docs/security.md, "Anonymous calls") guards the production server; `next dev`
  // compiles on request and a page load there fans out into many slow requests from one browser.
  const budgeted = env.NODE_ENV === "production" && env.ADDRESS_CONCURRENCY > 0;
  const budget = budgeted
    ? createAddressBudget({
        concurrency: env.ADDRESS_CONCURRENCY,
        burst: env.ADDRESS_BURST,
        rate: env.ADDRESS_RATE,
        waitMs: env.ADDRESS_WAIT_MS,
      })
    : null;
  installClientAddressHook(env.TRUST_PROXY_HOPS, { budget, signedIn: carriesSignIn });
  console.log(
    budget
      ? `[client-address] each address, unless signed in: ${env.ADDRESS_BURST} requests at once then ${env.ADDRESS_RATE} a second, ${env.ADDRESS_CONCURRENCY} served at once (the rest wait at most ${env.ADDRESS_WAIT_MS} ms), beyond that 429`
      : "[client-address] no per-address budget (ADDRESS_CONCURRENCY=0 or next dev)",
  );
  // The tour page (both hosts) and a sale website's home are Pages Router pages, which may not import the
  // server's modules: their loaders are handed over here (lib/shared/server-loader.ts).
  const [{ provideTourPageLoader }, { loadTourPageProps }, { provideSiteHomeLoader }, { loadSiteHomeProps }] =
    await Promise.all([
      import("./lib/tours/tour-page-loader"),
      import("./lib/websites/tour-page-props"),
      import("./lib/websites/site-home-loader"),
      import("./lib/websites/site-home-props"),
    ]);
  provideTourPageLoader(loadTourPageProps);
  provideSiteHomeLoader(loadSiteHomeProps);
  if (env.HAMSAFAR_JOBS === "off" || !env.DATABASE_URL) return;
  const { startJobWorker } = await import("./lib/jobs/worker");
  // The server serves while the worker starts; a database hiccup here must not keep it down.
  startJobWorker().catch((error) => console.error("[jobs] worker did not start", error));
}
