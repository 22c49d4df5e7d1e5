// What `npm run bench` (bench/hot-paths.ts) writes: its rows, their ratios to /tariff, bench/results/hot-paths.md's
// sections and the before/after table of BENCH_BEFORE.
import { execSync } from "node:child_process";
import os from "node:os";
import type { Autocannon, AutocannonResult } from "./autocannon";
import { PORT } from "./bench-api";
import type { JsSize } from "./page-js";

export const DURATION = Number(process.env.BENCH_DURATION ?? 10);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
export const SITE_HOST = `kuhestan.localhost:${PORT}`;

export interface Row {
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

/** One line of the benchmark: what bench/load.ts sends, and the /tariff row its rate is compared with. */
export interface Target {
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

/** Server CPU per counted answer (2xx, or the unknown ids' 404s), ms. */
export function cpuPerAnswer(row: Pick<Row, "cpuMs" | "ok">): string {
  return row.ok ? (row.cpuMs / row.ok).toFixed(1) : "n/a";
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** A row's requests per second over those of the /tariff row it is compared with ((c), or (c2) run just before the site rows). */
export function ratio(rows: Row[], key: string, tariffKey = "tariff"): string {
  const tariff = rows.find((r) => r.key === tariffKey)?.result.requests.average ?? 0;
  const row = rows.find((r) => r.key === key)?.result.requests.average ?? 0;
  return tariff && row ? `${(row / tariff).toFixed(2)}×` : "n/a";
}

/** What a run measured, as written to BENCH_JSON and read back as BENCH_BEFORE. */
export interface SavedRow {
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
export interface SavedRun {
  commit: string;
  date: string;
  rows: SavedRow[];
}

export function commitOf(): string {
  try {
    return execSync("git rev-parse --short HEAD", { encoding: "utf8" }).trim();
  } catch {
    return "unknown";
  }
}

export function saved(rows: Row[], targets: Target[]): SavedRun {
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
export function beforeAfter(before: SavedRun, after: SavedRun): string {
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

export function report(
  rows: Row[],
  targets: Target[],
  js: { name: string; path: string; size: JsSize }[],
  sites: number,
) {
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
fresh data folder (embedded PostgreSQL on the same machine), the load (bench/load.ts: plain GETs by its keep-alive
client, whose cost does not grow with the page's size; reservations and the request lists by autocannon) on the same
machine as the server, ${CONNECTIONS} connections, ${DURATION} s per target after a 2 s warm-up (each page target is also warmed for 3 s
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
- (j), (k), (l): a new id that does not exist on each request; proxy.ts looks it up (one indexed read) and answers the kept
  404 page, so nothing is rendered or kept per id (issue 30).
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
budget of issue 34 (every anonymous public page at most 80 KB, bench/public-pages.ts) is on that column. The App Router's framework alone (React DOM,
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

/** Each page row's rate against every `/tariff` row of the run (the target is ≥ 0.8× of each, not of one). */
export function ratiosToEachTariff(rows: Row[], targets: Target[]): string[] {
  const tariffs = rows.filter((r) => r.path === "/tariff");
  return rows
    .filter((r) => targets.find((t) => t.key === r.key)?.ratioTo && tariffs.length)
    .map((r) => `${r.name}: ${tariffs.map((t) => `${ratio(rows, r.key, t.key)} of ${t.key}`).join(", ")}`);
}
