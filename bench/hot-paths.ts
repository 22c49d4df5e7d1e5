// `npm run bench`: load figures of the traveller's side on this machine. Serves the production
// build with scripts/start.ts on a fresh data folder, makes a tour whose session has a large
// capacity and one with 40 such sessions, then puts load (bench/load.ts: 50 connections, ~10 s each) on
// each target of the list in main() (pages, pages for unknown tour and leader ids — a new one per request —,
// the reservation call on one contested session and spread over 40 sessions, /api/openapi.json, the sale website's home with 10,000 more sites written), reads
// the server process's CPU time around each run (bench/server-cpu.ts) and measures the JavaScript
// each public page ships. Prints the figures and writes them to bench/results/hot-paths.md.
// Options (env): BENCH_PORT (3190), BENCH_DURATION (10 s), BENCH_CONNECTIONS (50), NEXT_DIST_DIR (the
// build folder start.ts builds into and serves), BENCH_ONLY (target keys, comma-separated, run in that order; a key
// named again runs again as a row of its own, e.g. tariff,site-home,tariff-2,site-home: a partial run prints its table
// and every page's rate against each `/tariff` row, and leaves the docs alone), BENCH_JSON (write the rows to this file),
// BENCH_BEFORE (a BENCH_JSON file of an earlier build: the docs get a before/after table),
// BENCH_CPU_PROF (a folder: the server runs with --cpu-prof into it, and windows.json there gives each
// target's measured run in the profile's clock, for bench/cpu-profile-summary.ts), BENCH_REDIS=1 (the
// server's page cache on a redis-server started here, REDIS_URL: compare BENCH_ONLY=tariff-2,site-home with and without).
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { startRedis } from "../tests/helpers/redis-server";
import { startApp, stopApp, waitForApp } from "../tests/helpers/start-script";
import type { AutocannonRequest } from "./autocannon";
import { BASE, BENCH_ENV, call, makeBenchTour, PORT, reservationBody, seededTour } from "./bench-api";
import { answersWith, load } from "./load";
import { splitSections, writeSections } from "./doc-sections";
import {
  beforeAfter,
  CONNECTIONS,
  cpuPerAnswer,
  DURATION,
  kb,
  ratiosToEachTariff,
  report,
  saved,
  SITE_HOST,
  type Row,
  type SavedRun,
  type Target,
} from "./hot-paths-report";
import { pageJs, type JsSize } from "./page-js";
import { publicPages } from "./public-pages";
import { giveSiteCertificate } from "./site-certificate";
import { cpuMs, nextServerPids } from "./server-cpu";

const DATA_DIR = `.data/bench-${PORT}`;
/** This bench's record (the summary, docs/benchmarks.md, is kept by hand). */
const RESULTS = "bench/results/hot-paths.md";
const log = (message: string) => console.log(`[bench] ${message}`);
const EXTRA_SITES = Number(process.env.BENCH_SITES ?? 10_000);

/** 10,000 leaders, each with an active sale website (bench-<n>), written straight to the database and settled (vacuum, checkpoint). */
async function seedManySites(count: number) {
  const db = new pg.Client({ connectionString: readFileSync(`${DATA_DIR}/database-url`, "utf8").trim() });
  await db.connect();
  try {
    await db.query(
      `insert into "User" (mobile, "passwordHash", role, "firstName", "lastName", brand, "isConfirmed", "updatedAt")
       select '0939' || lpad(n::text, 7, '0'), 'x', 'Leader', 'سنجش', 'سایت ' || n, 'برند ' || n, true, now()
       from generate_series(1, $1) n on conflict (mobile) do nothing`,
      [count],
    );
    await db.query(
      `insert into "SaleWebsite" ("userId", "subDomain", "planType", "startsAt", "expiresAt", "featureIds", tags, "productStoreTags", "updatedAt")
       select u.id, 'bench-' || substring(u.mobile from 5)::int, 'Basic', now(), now() + interval '365 days', '{}', '{}', '{}', now()
       from "User" u where u.mobile like '0939%' on conflict do nothing`,
    );
    // The database's own work after a bulk insert (autovacuum's vacuum and analyze of the new rows, the
    // checkpoint writing their pages) would otherwise run during (f) on the same cores, and (f) would
    // measure the insert rather than the site count: done here, before (f) is measured.
    await db.query(`vacuum analyze "User", "SaleWebsite"`);
    await db.query(`checkpoint`);
    const { rows } = await db.query<{ count: string }>(`select count(*) from "SaleWebsite"`);
    return Number(rows[0].count);
  } finally {
    await db.end();
  }
}

/** Where each target's measured run lies on the monotonic clock the server's --cpu-prof profile uses (µs). */
const profileWindows: Record<string, [number, number]> = {};
const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);

async function run(target: Target, serverPids: number[]): Promise<Row> {
  const { key, name, path, options = {} } = target;
  log(`${name}: ${CONNECTIONS} connections, ${DURATION} s`);
  await target.prepare?.();
  await load({ url: `${BASE}${path}`, connections: 10, duration: 2, ...options }); // warm-up, not recorded
  const cpuBefore = cpuMs(serverPids);
  const from = monotonicUs();
  const result = await load({ url: `${BASE}${path}`, connections: CONNECTIONS, duration: DURATION, ...options });
  profileWindows[key] = [from, monotonicUs()];
  const used = cpuMs(serverPids) - cpuBefore;
  const ok = answersWith(result, target.answers);
  const row: Row = { key, name, path, result, load: os.loadavg()[0], cpuMs: used, ok };
  log(
    `  ${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms, ${cpuPerAnswer(row)} ms server CPU per answer, non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}`,
  );
  return row;
}

/**
 * Each page target once for a few seconds before the first measured row: a fresh server's first half minute costs
 * more per answer (V8 still compiling, the heap growing), which would fall on the first rows only and skew their ratios.
 * Reservations and targets with their own request list or preparation are left out (they write or set up data).
 */
async function warmUp(targets: Target[]) {
  // A repeated key (`site-home#2`) is the same page.
  const pages = targets.filter((t) => !t.key.includes("#") && !t.prepare && !t.options?.requests);
  log(`warming up: ${pages.map((t) => t.key).join(", ")}`);
  for (const t of pages) await load({ url: `${BASE}${t.path}`, connections: 10, duration: 3, ...(t.options ?? {}) });
}

/** BENCH_ONLY's targets in the order named; a key named again is a row of its own (key `site-home#2`). */
function pick(targets: Target[], only: string[]): Target[] {
  const runs = new Map<string, number>();
  return only.map((key) => {
    const target = targets.find((t) => t.key === key);
    if (!target) throw new Error(`BENCH_ONLY: no target "${key}"; the keys: ${targets.map((t) => t.key).join(", ")}`);
    const n = (runs.get(key) ?? 0) + 1;
    runs.set(key, n);
    return n === 1 ? target : { ...target, key: `${key}#${n}`, name: `${target.name}, run ${n}` };
  });
}

/** Reservation requests, each with a fresh body, on the sessions given in turn. */
function reservations(tourId: number, sessionIds: number[], counter: { n: number }): AutocannonRequest {
  return {
    method: "POST",
    headers: { "content-type": "application/json" },
    setupRequest: (request) => {
      const n = counter.n++;
      return {
        ...request,
        path: `/api/tour/${tourId}/reservation/session/${sessionIds[n % sessionIds.length]}`,
        body: reservationBody(n),
      };
    },
  };
}

async function main() {
  const only = process.env.BENCH_ONLY?.split(",").map((k) => k.trim());
  const profileDir = process.env.BENCH_CPU_PROF ? path.resolve(process.env.BENCH_CPU_PROF) : null;
  if (profileDir) mkdirSync(profileDir, { recursive: true });
  const redis = process.env.BENCH_REDIS === "1" ? await startRedis() : null;
  if (redis) {
    process.env.REDIS_URL = redis.url; // startApp passes the environment on
    log(`page cache on Redis (${redis.url})`);
  }
  log(
    `starting the production server on ${BASE} (data ${DATA_DIR}, build folder ${process.env.NEXT_DIST_DIR ?? ".next"})`,
  );
  const server = startApp(PORT, DATA_DIR, {
    nodeFlags: profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [],
    env: BENCH_ENV,
  });
  let serverPids: number[] = [];
  const stop = async () => {
    await stopApp(server, serverPids);
    await redis?.stop();
  };
  process.on("SIGINT", () => {
    void stop().then(() => process.exit(130));
  });
  try {
    await waitForApp(server, BASE);
    serverPids = nextServerPids(server.pid!);
    if (!serverPids.length) throw new Error("no server process (server/main.ts) found under the start script");
    log(`server process: ${serverPids.join(", ")}`);
    const { token } = await call<{ token: string }>("POST", "/api/Users/Login", {
      username: "09120000003",
      password: "Leader#1234",
    });
    const benchTour = await makeBenchTour(token);
    const spreadTour = await makeBenchTour(token, 40);
    const pageTour = await seededTour(token, benchTour, [spreadTour.id]);
    log(
      `tour page: "${pageTour.title}" (#${pageTour.id}); reservations on #${benchTour.id}, session ${benchTour.sessions[0].id}, and on the 40 sessions of #${spreadTour.id}`,
    );

    const tourPath = `/${pageTour.leaderId}/tour/${pageTour.id}`;
    const reservePagePath = `/${benchTour.leaderId}/tour/${benchTour.id}/reserve/passengersInfo`;
    const reservationCounter = { n: 0 };
    const site = { headers: { host: SITE_HOST } };
    let sites = 0;
    let turn = 0;
    // A new id for every request: what a crawler of made-up ids sends (each would otherwise be a render and a page-cache entry).
    let unknownId = 5_000_000;
    const unknownIds = (pathOf: (id: number) => string, headers: Record<string, string> = {}): AutocannonRequest => ({
      method: "GET",
      setupRequest: (request) => ({
        ...request,
        path: pathOf(unknownId++),
        headers: { ...request.headers, ...headers },
      }),
    });
    // The rows, in the order they run. A page's rate is compared with the /tariff run before it.
    const targets: Target[] = [
      { key: "tariff", name: "(c) static page", path: "/tariff" },
      { key: "tour", name: "(a) platform tour page", path: tourPath, ratioTo: "tariff" },
      { key: "site-tour", name: "(h) sale-website tour page", path: tourPath, options: site, ratioTo: "tariff" },
      {
        key: "unknown-tour",
        name: "(j) platform tour page, a new unknown id each",
        path: `/${pageTour.leaderId}/tour/{unknown}`,
        options: { requests: [unknownIds((id) => `/${pageTour.leaderId}/tour/${id}`)] },
        ratioTo: "tariff",
        answers: "4",
      },
      {
        key: "unknown-site-tour",
        name: "(k) sale-website tour page, a new unknown id each",
        path: `/${pageTour.leaderId}/tour/{unknown}`,
        options: { requests: [unknownIds((id) => `/${pageTour.leaderId}/tour/${id}`, site.headers)] },
        ratioTo: "tariff",
        answers: "4",
      },
      {
        key: "unknown-leader",
        name: "(l) leader page, a new unknown id each",
        path: "/{unknown}",
        options: { requests: [unknownIds((id) => `/${id}`)] },
        ratioTo: "tariff",
        answers: "4",
      },
      {
        key: "reserve-contested",
        name: "(b1) reservation, one contested session",
        path: `/api/tour/${benchTour.id}/reservation/session/${benchTour.sessions[0].id}`,
        options: { requests: [reservations(benchTour.id, [benchTour.sessions[0].id], reservationCounter)] },
      },
      {
        key: "reserve-spread",
        name: "(b2) reservation, spread over 40 sessions",
        path: `/api/tour/${spreadTour.id}/reservation/session/{40 sessions}`,
        options: {
          requests: [
            reservations(
              spreadTour.id,
              spreadTour.sessions.map((s) => s.id),
              reservationCounter,
            ),
          ],
        },
      },
      { key: "reserve-page", name: "(d) reserve step page", path: reservePagePath, ratioTo: "tariff" },
      // Asked as a browser asks (gzip, br): the answer is the stored brotli bytes (server/serve-openapi-document.ts).
      {
        key: "openapi",
        name: "(i) OpenAPI document",
        path: "/api/openapi.json",
        options: { headers: { "accept-encoding": "gzip, deflate, br" } },
        ratioTo: "tariff",
      },
      // /tariff again right before the site rows: the machine is shared, so their ratio is to a run seconds, not minutes, apart.
      { key: "tariff-2", name: "(c2) static page, again", path: "/tariff" },
      { key: "site-home", name: "(e) sale-website home", path: "/", options: site, ratioTo: "tariff-2" },
      {
        key: "site-home-many",
        name: `(f) sale-website home, ${EXTRA_SITES.toLocaleString("en-US")} more sites`,
        path: "/",
        options: site,
        ratioTo: "tariff-2",
        prepare: async () => {
          log(`writing ${EXTRA_SITES} more sites`);
          sites = await seedManySites(EXTRA_SITES);
        },
      },
      {
        key: "site-home-200",
        name: "(g) 200 sale websites in turn",
        path: "/",
        ratioTo: "tariff-2",
        options: {
          requests: [
            {
              method: "GET",
              path: "/",
              setupRequest: (request) => ({
                ...request,
                headers: { ...request.headers, host: `bench-${1 + (turn++ % 200)}.localhost:${PORT}` },
              }),
            },
          ],
        },
      },
    ];
    const chosen = only ? pick(targets, only) : targets;
    await warmUp(chosen);
    const rows: Row[] = [];
    for (const target of chosen) rows.push(await run(target, serverPids));

    console.table(
      rows.map((r) => ({
        target: r.name,
        "req/s": Math.round(r.result.requests.average),
        "p99 ms": r.result.latency.p99,
        "CPU ms/2xx": cpuPerAnswer(r),
        non2xx: r.result.non2xx,
        timeouts: r.result.timeouts,
        load: r.load.toFixed(1),
      })),
    );
    for (const line of ratiosToEachTariff(rows, chosen)) log(line);
    const measured = saved(rows, chosen);
    if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, JSON.stringify(measured, null, 2));
    if (profileDir) writeFileSync(path.join(profileDir, "windows.json"), JSON.stringify(profileWindows, null, 2));
    const comparison = process.env.BENCH_BEFORE
      ? splitSections(
          beforeAfter(JSON.parse(readFileSync(process.env.BENCH_BEFORE, "utf8")) as SavedRun, measured),
        ).slice(1)
      : [];

    // Every anonymous public page of both hosts (bench/public-pages.ts), and a reserve step; a page not there is left out.
    // The demo site gets a certificate first (bench/site-certificate.ts), so its page is one of them.
    await giveSiteCertificate(BASE);
    const pages = [
      ...publicPages({ leaderId: pageTour.leaderId, tourId: pageTour.id }, SITE_HOST),
      { key: "reserve-step", name: "reserve step", path: reservePagePath },
    ];
    const js: { name: string; path: string; size: JsSize }[] = [];
    for (const page of pages) {
      const name = page.host ? `${page.name} (Host: ${page.host})` : page.name;
      const size = await pageJs(page.path, BASE, page.host).catch((error: Error) =>
        log(`JS of ${name}: ${error.message}`),
      );
      if (size) js.push({ name, path: page.path, size });
    }
    for (const j of js)
      log(`JS of ${j.name} ${j.path}: ${j.size.files} files, ${kb(j.size.raw)} (${kb(j.size.gzip)} gzipped)`);
    if (only) {
      // A partial run leaves the docs alone (the JS weights are in the log) but for its before/after table, when asked for one.
      if (comparison.length) writeSections(RESULTS, comparison);
      return;
    }
    // Only this script's sections are rewritten; the others (Lighthouse, issue-specific runs) stay.
    const sections = splitSections(report(rows, chosen, js, sites));
    sections.push(...comparison);
    writeSections(RESULTS, sections);
    log(`wrote ${RESULTS}`);
  } finally {
    await stop();
  }
}

if (process.argv[1]?.endsWith("hot-paths.ts")) {
  main()
    .then(() => process.exit(0))
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
