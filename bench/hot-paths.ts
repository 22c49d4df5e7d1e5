// `npm run bench`: load figures of the traveller's side on this machine. Serves the production
// build with scripts/start.ts on a fresh data folder, makes a tour whose session has a large
// capacity and one with 40 such sessions, then runs autocannon (50 connections, ~10 s each) against
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
import { execSync, spawn, type ChildProcess } from "node:child_process";
import { createRequire } from "node:module";
import os from "node:os";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { get as httpGet } from "node:http";
import { gzipSync } from "node:zlib";
import pg from "pg";
import { splitSections, writeSections } from "./doc-sections";
import { startRedis } from "../tests/helpers/redis-server";
import { startScriptArgs } from "../tests/helpers/start-script";
import { cpuMs, nextServerPids } from "./server-cpu";

interface Histogram {
  average: number;
  p99: number;
  p50: number;
}
interface AutocannonResult {
  requests: Histogram & { total: number };
  latency: Histogram;
  non2xx: number;
  errors: number;
  timeouts: number;
  duration: number;
  statusCodeStats: Record<string, { count: number }>;
}
interface AutocannonRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: AutocannonRequest) => AutocannonRequest;
}
type Autocannon = (opts: {
  url: string;
  connections: number;
  duration: number;
  method?: string;
  headers?: Record<string, string>;
  requests?: AutocannonRequest[];
}) => Promise<AutocannonResult>;

const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

export const PORT = Number(process.env.BENCH_PORT ?? 3190);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DATA_DIR = `.data/bench-${PORT}`;
/** This bench's record (the summary, docs/benchmarks.md, is kept by hand). */
const RESULTS = "bench/results/hot-paths.md";
export const BASE = `http://localhost:${PORT}`;
const DAY = 24 * 60 * 60 * 1000;

const log = (message: string) => console.log(`[bench] ${message}`);

/** The production build (built first when stale) on a fresh data folder, in its own process group. */
export function startServer(port = PORT, dataDir = DATA_DIR, nodeFlags: string[] = []): ChildProcess {
  const flags = nodeFlags.length ? ["--node-flags", nodeFlags.join(" ")] : [];
  const child = spawn(process.execPath, startScriptArgs(dataDir, port, flags), {
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    // Every simulated client shares the loopback address: neither the OTP limit nor the per-address budget may cap them.
    env: { ...process.env, OTP_IP_HOURLY_LIMIT: "100000", ADDRESS_CONCURRENCY: "0" },
  });
  child.stdout!.on("data", (d: Buffer) => process.stdout.write(`  [server] ${d}`));
  child.stderr!.on("data", (d: Buffer) => process.stderr.write(`  [server] ${d}`));
  return child;
}

export async function waitForServer(child: ChildProcess, base = BASE) {
  const deadline = Date.now() + 30 * 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/openapi.json`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 2000));
  }
  throw new Error("the server did not start within 30 minutes");
}

export async function call<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(`${BASE}${path}`, {
    method,
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${text}`);
  return JSON.parse(text) as T;
}

interface PublicTourAnswer {
  id: number;
  leaderId: number;
  title: string;
  sessions: { id: number }[];
}

/** A published tour with `sessions` sessions of `capacity` places each (100,000) and no vehicle: the reservation benchmark's target. */
export async function makeBenchTour(token: string, sessions = 1, capacity = 100_000): Promise<PublicTourAnswer> {
  const [styles, hardships, cities] = await Promise.all([
    call<{ id: number }[]>("GET", "/api/Tour/Styles", undefined, token),
    call<{ id: number }[]>("GET", "/api/Tour/HardShips", undefined, token),
    call<{ id: number; name: string }[]>("GET", "/api/Provinces/citites"),
  ]);
  const { id } = await call<{ id: number }>(
    "POST",
    "/api/Tour",
    {
      title: sessions > 1 ? `تور سنجش بار، ${sessions.toLocaleString("fa-IR")} سانس` : "تور سنجش بار",
      tourType: "Event",
      styleId: styles[0].id,
      startCityId: cities.find((c) => c.name === "تهران")!.id,
      startPlaceText: "میدان آزادی",
      hardShipId: hardships[0].id,
      startAge: 1,
      endAge: 99,
      sessions: Array.from({ length: sessions }, (_, i) => {
        const start = new Date(Date.now() + (30 + i) * DAY);
        return {
          capacity,
          price: 1_500_000,
          registrationEndTime: new Date(start.getTime() - DAY).toISOString(),
          startTime: start.toISOString(),
          endTime: new Date(start.getTime() + DAY).toISOString(),
          vehicles: [],
        };
      }),
    },
    token,
  );
  return call<PublicTourAnswer>("GET", `/api/Tour/${id}`);
}

/** A seeded published tour of the demo leader, if the seed made one; else the benchmark's own. */
async function seededTour(
  token: string,
  fallback: PublicTourAnswer,
  benchTours: number[] = [],
): Promise<PublicTourAnswer> {
  const found = await call<{ result: { id: number; title: string }[] }>(
    "GET",
    "/api/Tour/search?Resource.IsDraft=false&PageSize=20",
    undefined,
    token,
  ).catch(() => ({ result: [] }));
  // A seeded tour as travellers see it, not one of the bench's own (the 40-session one is a far bigger page).
  const seeded = found.result.find((t) => t.id !== fallback.id && !benchTours.includes(t.id));
  return seeded ? call<PublicTourAnswer>("GET", `/api/Tour/${seeded.id}`) : fallback;
}

/** The n-th valid national id: a Tehran prefix, a serial, the check digit. Never repeats within a run. */
export function nthNationalId(n: number): string {
  const body = `00${1 + (Math.floor(n / 999_999) % 8)}${String((n % 999_999) + 1).padStart(6, "0")}`;
  const sum = [...body].reduce((s, d, i) => s + Number(d) * (10 - i), 0) % 11;
  return body + String(sum < 2 ? sum : 11 - sum);
}

interface JsSize {
  /** Files a module-capable browser downloads (every <script src> but the nomodule ones). */
  files: number;
  raw: number;
  gzip: number;
  /** The `<script nomodule>` polyfills: only browsers without ES modules (none we support) download them. */
  nomoduleGzip: number;
  html: number;
}

/**
 * GET a URL's body, asked with another Host (a sale website's, e.g. kuhestan.localhost:3190): fetch() keeps the
 * URL's own Host and Node does not resolve *.localhost names, so a plain request carries the header.
 */
function getAs(url: URL, host?: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers: host ? { host } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve(Buffer.concat(chunks)));
      res.on("error", reject);
    }).on("error", reject);
  });
}

/** `import … from "./x.js"` and `import "./x.js"` of a bundled module (not `import("./x.js")`, loaded on demand). */
const STATIC_IMPORT = /\bimport\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;

/**
 * The JavaScript files a page loads and their sizes as served and gzipped: its \`<script src>\` tags, the
 * modules a \`<script type="module">\` imports statically (the tour page's islands script and its shared chunks;
 * its dynamic imports load on demand and are not counted), and the chunks its RSC payload names for the client
 * components it renders (the runtime loads those while hydrating, with no tag of their own).
 * \`<script nomodule>\` files are counted apart: a browser that runs modules (every browser Next supports)
 * skips them, so they are not part of what the page ships to a phone.
 */
export async function pageJs(path: string, base = BASE, host?: string): Promise<JsSize> {
  const html = (await getAs(new URL(path, base), host)).toString("utf8");
  const nomodule = new Set(
    [...html.matchAll(/<script\b([^>]*)>/g)]
      .filter((m) => /\snomodule\b/i.test(m[1]))
      .map((m) => /\ssrc="([^"]+)"/.exec(m[1])?.[1])
      .filter((src): src is string => !!src)
      .map((src) => new URL(src, base).pathname),
  );
  const tagged = [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((m) => /\ssrc="([^"]+)"/.exec(m[1])?.[1])
    .filter((src): src is string => !!src);
  const sources = new Set(
    [...html.matchAll(/(?:\/_next\/)?(static\/chunks\/[\w%.~/-]+?\.js)/g)].map((m) => `/_next/${m[1]}`),
  );
  for (const src of [...tagged, ...nomodule]) sources.add(new URL(src, base).pathname);
  const size: JsSize = { files: 0, raw: 0, gzip: 0, nomoduleGzip: 0, html: Buffer.byteLength(html) };
  // A Set grows while it is iterated: the static imports of each module are fetched in turn.
  for (const src of sources) {
    const bytes = await getAs(new URL(src, base), host);
    if (!src.startsWith("/_next/"))
      for (const m of bytes.toString("utf8").matchAll(STATIC_IMPORT))
        sources.add(new URL(m[1], new URL(src, base)).pathname);
    if (nomodule.has(src)) {
      size.nomoduleGzip += gzipSync(bytes).length;
      continue;
    }
    size.files += 1;
    size.raw += bytes.length;
    size.gzip += gzipSync(bytes).length;
  }
  return size;
}

interface Row {
  /** The target's key (BENCH_ONLY, the before/after table). */
  key: string;
  name: string;
  path: string;
  result: AutocannonResult;
  /** The machine's 1-minute load average when the target's run ended (other work on the machine shows here). */
  load: number;
  /** Milliseconds of the server process's CPU time (user + system) during the measured run. */
  cpuMs: number;
  /** Answers with the target's status (2xx, or 404 for the unknown ids) in the measured run. */
  ok: number;
}

/** One line of the benchmark: what autocannon sends, and the /tariff row its rate is compared with. */
interface Target {
  key: string;
  name: string;
  /** The path shown in the table (a request list may vary it). */
  path: string;
  options?: Partial<Parameters<Autocannon>[0]>;
  /** The key of the /tariff run its rate is given against. */
  ratioTo?: string;
  /** Work done before the warm-up (not measured), e.g. writing more rows to the database. */
  prepare?: () => Promise<void>;
  /** The first digit of the answers it counts (and divides the CPU over): "2", or "4" for the unknown ids' 404s. */
  answers?: "2" | "4";
}

const SITE_HOST = `kuhestan.localhost:${PORT}`;
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
  await autocannon({ url: `${BASE}${path}`, connections: 10, duration: 2, ...options }); // warm-up, not recorded
  const cpuBefore = cpuMs(serverPids);
  const from = monotonicUs();
  const result = await autocannon({ url: `${BASE}${path}`, connections: CONNECTIONS, duration: DURATION, ...options });
  profileWindows[key] = [from, monotonicUs()];
  const used = cpuMs(serverPids) - cpuBefore;
  const ok = Object.entries(result.statusCodeStats ?? {}).reduce(
    (sum, [code, { count }]) => sum + (code.startsWith(target.answers ?? "2") ? count : 0),
    0,
  );
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
  for (const t of pages)
    await autocannon({ url: `${BASE}${t.path}`, connections: 10, duration: 3, ...(t.options ?? {}) });
}

/** Server CPU per counted answer (2xx, or the unknown ids' 404s), ms. */
function cpuPerAnswer(row: Pick<Row, "cpuMs" | "ok">): string {
  return row.ok ? (row.cpuMs / row.ok).toFixed(1) : "n/a";
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** A row's requests per second over those of the /tariff row it is compared with ((c), or (c2) run just before the site rows). */
function ratio(rows: Row[], key: string, tariffKey = "tariff"): string {
  const tariff = rows.find((r) => r.key === tariffKey)?.result.requests.average ?? 0;
  const row = rows.find((r) => r.key === key)?.result.requests.average ?? 0;
  return tariff && row ? `${(row / tariff).toFixed(2)}×` : "n/a";
}

/** What a run measured, as written to BENCH_JSON and read back as BENCH_BEFORE. */
interface SavedRow {
  key: string;
  name: string;
  path: string;
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  codes: string;
  timeouts: number;
  cpuPerAnswer: string;
  load: number;
  ratio: string;
}
interface SavedRun {
  commit: string;
  date: string;
  rows: SavedRow[];
}

function commitOf(): string {
  try {
    return execSync("git rev-parse --short HEAD", { encoding: "utf8" }).trim();
  } catch {
    return "unknown";
  }
}

function saved(rows: Row[], targets: Target[]): SavedRun {
  return {
    commit: commitOf(),
    date: new Date().toISOString().replace("T", " ").slice(0, 16),
    rows: rows.map((r) => ({
      key: r.key,
      name: r.name,
      path: r.path,
      rps: Math.round(r.result.requests.average),
      p50: r.result.latency.p50,
      p99: r.result.latency.p99,
      requests: r.result.requests.total,
      codes: Object.entries(r.result.statusCodeStats ?? {})
        .map(([code, { count }]) => `${code}: ${count}`)
        .join(", "),
      timeouts: r.result.timeouts,
      cpuPerAnswer: cpuPerAnswer(r),
      load: Number(r.load.toFixed(1)),
      ratio: targets.find((t) => t.key === r.key)?.ratioTo
        ? ratio(rows, r.key, targets.find((t) => t.key === r.key)!.ratioTo)
        : "",
    })),
  };
}

/** The rows of issue 21, side by side: an earlier build's run (BENCH_BEFORE) and this one. */
function beforeAfter(before: SavedRun, after: SavedRun): string {
  const cell = (r: SavedRow | undefined) =>
    r
      ? `${r.rps}${r.ratio ? ` (${r.ratio})` : ""} | ${r.p99} | ${r.timeouts} | ${r.cpuPerAnswer} | ${r.load}`
      : "n/a | | | |";
  const keys = [...new Set([...after.rows.map((r) => r.key), ...before.rows.map((r) => r.key)])];
  const lines = keys.map((key) => {
    const b = before.rows.find((r) => r.key === key);
    const a = after.rows.find((r) => r.key === key);
    return `| ${(a ?? b)!.name} | ${cell(b)} | ${cell(a)} |`;
  });
  return `## Hot paths (issue 21): before and after

Before: ${before.commit}, ${before.date}. After: this script (\`npm run bench\`) on commit ${after.commit}
(${after.date} UTC), its own build and fresh database. Rate in requests/s (× the \`/tariff\` run of the
same server it is compared with), p99 in ms, timeouts of the ${CONNECTIONS} connections, the server process's CPU time
per 2xx answer in ms (bench/server-cpu.ts), and the 1-minute load average when the row ended.

| Target | Before: req/s | p99 | timeouts | CPU ms | load | After: req/s | p99 | timeouts | CPU ms | load |
|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|
${lines.join("\n")}
`;
}

function report(rows: Row[], targets: Target[], js: { name: string; path: string; size: JsSize }[], sites: number) {
  const cpus = os.cpus();
  const commit = commitOf();
  const date = new Date().toISOString().replace("T", " ").slice(0, 16);
  const reservations = rows.filter((r) => r.key.startsWith("reserve-")).reduce((sum, r) => sum + r.ok, 0);
  const table = saved(rows, targets)
    .rows.map(
      (r) =>
        `| ${r.name} | \`${r.path}\` | ${r.rps} | ${r.ratio} | ${r.p50} | ${r.p99} | ${r.requests} | ${r.codes} | ${r.timeouts} | ${r.cpuPerAnswer} | ${r.load.toFixed(1)} |`,
    )
    .join("\n");
  const jsTable = js
    .map(
      (j) =>
        `| ${j.name} | \`${j.path}\` | ${j.size.files} | ${kb(j.size.raw)} | **${kb(j.size.gzip)}** | ${kb(j.size.nomoduleGzip)} | ${kb(j.size.html)} |`,
    )
    .join("\n");
  return `# Hot paths (\`npm run bench\`, bench/hot-paths.ts)

Measured by \`npm run bench\` (bench/hot-paths.ts): the production build served by \`scripts/start.ts\` on a
fresh data folder (embedded PostgreSQL on the same machine), autocannon on the same machine as the
server, ${CONNECTIONS} connections, ${DURATION} s per target after a 2 s warm-up (each page target is also warmed for 3 s
before the first row). Re-run it to refresh this file; docs/benchmarks.md summarises the current figures.

- Date: ${date} UTC, commit ${commit}
- Machine: ${cpus.length} cores (${cpus[0]?.model.trim() ?? "unknown CPU"}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB RAM, ${os.type()} ${os.release()}, Node ${process.version}
- Load generator and server share the same ${cpus.length} cores, so the figures are a floor for a dedicated server. The last
  column is the machine's load average after each target: anything well above ${cpus.length} means other work (builds, test
  runs) shared the cores during the measurement.

## Throughput and latency

| Target | Path | Requests/s | × \`/tariff\` | p50 (ms) | p99 (ms) | Requests | Status codes | Timeouts | Server CPU per 2xx (ms) | Load avg (1 min) |
|---|---|---:|---:|---:|---:|---:|---|---:|---:|---:|
${table}

- "× \`/tariff\`" compares a page's rate with the \`/tariff\` run of the same server just before it ((c), or (c2) before
  the sale-website rows). "Server CPU per 2xx" is the CPU time (user + system) of the \`next start\` process during the
  measured run divided by the answers with a 2xx status (the load generator and PostgreSQL are not counted).
- (a) the platform's public tour page and (h) the same tour on its leader's sale website (\`Host: ${SITE_HOST}\`).
- (b) every reservation request carries new national ids and mobiles (${reservations.toLocaleString("en-US")} reservations written in this run),
  2 passengers, paid online: each one is a real transaction (capacity row lock, passengers, bill, payment hold)
  and answers 200 with the bill to pay. (b1) all on ONE session of 100,000 places: every buyer queues on that
  session's row lock, so its rate is bounded by how long the lock is held. (b2) spread over the 40 sessions of
  another tour (request n on session n mod 40): the rate the server's CPU allows when buyers do not queue.
- (i) \`/api/openapi.json\`, anonymous: built once per server process and served as the same bytes (ETag, 304).
- (d) a reserve step (\`/reserve/passengersInfo\`) is rendered on every request, with live places left.
- (c) \`/tariff\` is prerendered at build time: the ceiling of the same server for a page with no database work.
- (e) a sale website's home page (\`Host: ${SITE_HOST}\`), served from the page cache after the host's first request
  (docs/sale-websites.md). (f) the same page with ${sites.toLocaleString("en-US")} sites in the database,
  measured once the database settled after writing them (vacuum, analyze, checkpoint), and (g) 200 of those sites
  requested in turn (each host's lookup and page cached on its first request; its p99 includes each site's first render).

## JavaScript shipped by the public pages

| Page | Path | Script files | JS as served | JS gzipped | nomodule polyfills (gzipped, not counted) | HTML |
|---|---|---:|---:|---:|---:|---:|
${jsTable}

"JS gzipped" is what a phone downloads: every \`<script src>\` of the page except the \`<script nomodule>\` polyfills,
which a browser that runs ES modules (every browser Next supports) never fetches; they are listed apart. The
budget of issue 15 (the tour page at most 130 KB) is on that column. The App Router's framework alone (React DOM,
Next's router and runtime) is the floor every App Router page shares. The tour page is a Pages Router page that ships
none of it: its only script is \`/islands/tour-islands-….js\` (esbuild: React's react-dom/client and the buy box, the
photo gallery, the comments, the vote form and the view counter) and the chunks it imports; the comment moderation,
the toasts and the vote's national-id check load on demand and are not counted. No public
layout holds a provider: the islands read with plain fetches (\`lib/client/use-load.ts\`), the receipt step asks
\`/api/auth/session\` itself, and react-toastify with its stylesheet loads on the first toast
(\`components/providers/lazy-toasts.tsx\`), so no public page loads react-query, next-auth's client or the toast
library up front.
`;
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

/** Each page row's rate against every `/tariff` row of the run (the target is ≥ 0.8× of each, not of one). */
function ratiosToEachTariff(rows: Row[], targets: Target[]): string[] {
  const tariffs = rows.filter((r) => r.path === "/tariff");
  return rows
    .filter((r) => targets.find((t) => t.key === r.key)?.ratioTo && tariffs.length)
    .map((r) => `${r.name}: ${tariffs.map((t) => `${ratio(rows, r.key, t.key)} of ${t.key}`).join(", ")}`);
}

/** A reservation body with new national ids and mobiles for the n-th request: 2 adults, paid online. */
export function reservationBody(n: number): string {
  const mobile = `0935${String(n).padStart(7, "0")}`;
  return JSON.stringify({
    paymentMethod: "Online",
    passengers: [
      {
        firstName: "مسافر",
        lastName: "سنجش",
        gender: "Male",
        ageGroup: "Adult",
        nationalId: nthNationalId(2 * n),
        mobile,
        extraItems: [],
      },
      {
        firstName: "همراه",
        lastName: "سنجش",
        gender: "Female",
        ageGroup: "Adult",
        nationalId: nthNationalId(2 * n + 1),
        mobile,
        extraItems: [],
      },
    ],
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
    process.env.REDIS_URL = redis.url; // startServer passes the environment on
    log(`page cache on Redis (${redis.url})`);
  }
  log(
    `starting the production server on ${BASE} (data ${DATA_DIR}, build folder ${process.env.NEXT_DIST_DIR ?? ".next"})`,
  );
  const server = startServer(PORT, DATA_DIR, profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : []);
  let serverPids: number[] = [];
  const stop = async () => {
    await stopServer(server, serverPids);
    await redis?.stop();
  };
  process.on("SIGINT", () => {
    void stop().then(() => process.exit(130));
  });
  try {
    await waitForServer(server);
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
        name: "(k) sale-website tour page, a new unknown id each (rendered: not looked up first)",
        path: `/${pageTour.leaderId}/tour/{unknown}`,
        options: { requests: [unknownIds((id) => `/${pageTour.leaderId}/tour/${id}`, site.headers)] },
        ratioTo: "tariff",
        answers: "4",
      },
      {
        key: "unknown-leader",
        name: "(l) leader page, a new unknown id each (rendered: not looked up first)",
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

    const js = [
      { name: "public tour page", path: tourPath, size: await pageJs(tourPath) },
      {
        name: `sale-website tour page (Host: ${SITE_HOST})`,
        path: tourPath,
        size: await pageJs(tourPath, BASE, SITE_HOST),
      },
      { name: `sale-website home (Host: ${SITE_HOST})`, path: "/", size: await pageJs("/", BASE, SITE_HOST) },
      { name: "static page", path: "/tariff", size: await pageJs("/tariff") },
      { name: "landing page", path: "/", size: await pageJs("/") },
      { name: "reserve step", path: reservePagePath, size: await pageJs(reservePagePath) },
    ];
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

/**
 * Stops the server: SIGTERM to scripts/start.ts (tsx passes it on), whose supervisor lets Next finish
 * (writing its --cpu-prof profile) before it stops the database; then, if anything is left after 30 s,
 * the whole process group.
 */
export async function stopServer(server: ChildProcess, nextPids: number[]) {
  if (server.pid) signal(server.pid, "SIGTERM");
  const running = () =>
    [...nextPids, ...(server.pid ? [server.pid] : [])].some((pid) => existsSync(`/proc/${pid}`) && !isZombie(pid));
  for (let i = 0; i < 60 && running(); i++) await new Promise((r) => setTimeout(r, 500));
  if (server.pid) signal(-server.pid, "SIGTERM");
}

function isZombie(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).startsWith("Z");
  } catch {
    return true;
  }
}

function signal(pid: number, name: NodeJS.Signals) {
  try {
    process.kill(pid, name);
  } catch {
    // already gone
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
