// `npm run bench:pages`: every anonymous public page of both hosts (bench/public-pages.ts) with the gzipped JavaScript it
// ships (bench/page-js.ts) against the budget, and its rate as a ratio to /tariff's in the same run. The machine is
// shared and its load moves a rate by 20 % between two runs of one page, so each page is measured in alternating
// rounds, /tariff then the page (BENCH_ROUNDS, 12, of 1.5 s): its ratio is the median of the rounds' ratios, each taken seconds
// apart. Beside it, the server's CPU per answer (bench/server-cpu.ts: /proc, user + system of the Next process over
// the run, divided by the 2xx answers), which the load moves much less than a rate. The load (bench/load.ts) costs the
// client the same per answer whatever the page's size (autocannon's cost grows with it), so the server sets the rate. Serves the production build on a
// fresh data folder (tests/helpers/start-script.ts), or measures BENCH_BASE when given (a server already running; its
// CPU only with BENCH_SERVER_PID, the pid of its scripts/start.ts or of its server process).
// Writes the table to bench/results/page-weights.md; exits 1 when a page ships more than its ceiling. On its own server
// it gives the demo site a certificate first (bench/site-certificate.ts), so `/certificate` is measured, not skipped.
// Options (env): BENCH_PORT (3190), BENCH_BASE, BENCH_SERVER_PID, BENCH_DURATION (1.5 s per run), BENCH_CONNECTIONS (20),
// BENCH_ROUNDS (12), BENCH_ENCODING (the Accept-Encoding sent: Chromium's by default), BENCH_PAGES (keys of bench/public-pages.ts, comma-separated: only those, and no file written),
// BENCH_CPU_PROF (a folder: the server runs with --cpu-prof into it; windows.json there lists each page's measured runs
// for bench/cpu-profile-summary.ts --window <key>).
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startApp, stopApp, waitForApp } from "../tests/helpers/start-script";
import { BENCH_ENV, PORT } from "./bench-api";
import { writeSections } from "./doc-sections";
import { answersWith, load } from "./load";
import { pageJs, type JsSize } from "./page-js";
import { findPublicPageIds, jsCeiling, JS_BUDGET_BYTES, publicPages, type PublicPage } from "./public-pages";
import { medianCpu, medianRatio, median, type Run } from "./rounds";
import { cpuMs, nextServerPids } from "./server-cpu";
import { giveSiteCertificate } from "./site-certificate";

const DURATION = Number(process.env.BENCH_DURATION ?? 1.5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 12));
const ACCEPT_ENCODING = process.env.BENCH_ENCODING ?? "gzip, deflate, br, zstd";
const ONLY = process.env.BENCH_PAGES?.split(",").filter(Boolean);
const RESULTS = "bench/results/page-weights.md";
const log = (message: string) => console.log(`[pages] ${message}`);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

interface Measured {
  page: PublicPage;
  js: JsSize | null;
  /** Why the page could not be measured (it answered another status). */
  problem?: string;
  /** An optional page the site does not have: not a failure. */
  skipped?: boolean;
  /** The page's runs and, round by round, /tariff's run just before each. */
  runs: Run[];
  tariffRuns: Run[];
}

/** Where each page's measured runs lie on the monotonic clock a server's --cpu-prof profile uses (µs). */
const profileWindows: Record<string, [number, number][]> = {};
const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);
const warmed = new Set<string>();

/** Requests per second of a page (a one-second warm-up before its first run), the server's CPU per 2xx answer and the bytes
 * of an answer (bench/load.ts: a plain GET's load costs the client the same whatever the page's size). */
async function run(base: string, page: PublicPage, serverPids: number[]): Promise<Run> {
  // As a browser asks for a page (Chromium's Accept-Encoding): the bytes a phone is sent, not the page before compression.
  // BENCH_ENCODING=identity measures the uncompressed page.
  const headers: Record<string, string> = {
    "accept-encoding": ACCEPT_ENCODING,
    ...(page.host ? { host: page.host } : {}),
  };
  const options = { url: `${base}${page.path}`, headers };
  if (!warmed.has(page.key)) {
    await load({ ...options, connections: 5, duration: 1 });
    warmed.add(page.key);
  }
  const cpuBefore = cpuMs(serverPids);
  const from = monotonicUs();
  const result = await load({ ...options, connections: CONNECTIONS, duration: DURATION });
  (profileWindows[page.key] ??= []).push([from, monotonicUs()]);
  const used = cpuMs(serverPids) - cpuBefore;
  const ok = answersWith(result);
  const answers = result.requests.total;
  return {
    rps: ok / result.duration,
    cpuPerAnswer: serverPids.length && ok ? used / ok : null,
    bytesPerAnswer: answers ? result.throughput.total / answers : null,
  };
}

/** `optionalMissing`: an optional page's 404 is the site not having it, not a failure (a server this bench did not seed). */
async function measure(
  base: string,
  page: PublicPage,
  tariff: PublicPage,
  serverPids: number[],
  optionalMissing: boolean,
): Promise<Measured> {
  let js: JsSize;
  try {
    js = await pageJs(page.path, base, page.host);
  } catch (error) {
    const problem = (error as Error).message;
    if (optionalMissing && page.optional && / answered 404,/.test(problem))
      return { page, js: null, problem: "not on this site (404)", skipped: true, runs: [], tariffRuns: [] };
    return { page, js: null, problem, runs: [], tariffRuns: [] };
  }
  const runs: Run[] = [];
  const tariffRuns: Run[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    tariffRuns.push(await run(base, tariff, serverPids));
    runs.push(page === tariff ? tariffRuns[round] : await run(base, page, serverPids));
  }
  return { page, js, runs, tariffRuns };
}

const cpuCell = (ms: number | null) => (ms === null ? "n/a" : ms.toFixed(2));
const bytesCell = (runs: Run[]) => {
  const known = runs.flatMap((r) => (r.bytesPerAnswer ? [r.bytesPerAnswer] : []));
  return known.length ? kb(median(known)) : "n/a";
};

function table(rows: Measured[]): string {
  const lines = rows.map(({ page, js, problem, runs, tariffRuns }) => {
    const where = page.host ? `\`${page.host}${page.path}\`` : `\`${page.path}\``;
    if (!js) return `| ${page.name} | ${where} | ${problem} | | | | | | | | |`;
    const ceiling = jsCeiling(page.key);
    const verdict = js.gzip <= JS_BUDGET_BYTES ? "within" : js.gzip <= ceiling ? "over (listed)" : "**OVER**";
    const ratio = medianRatio(runs, tariffRuns);
    const rates = runs.map((r, i) => `${Math.round(r.rps)}/${Math.round(tariffRuns[i].rps)}`).join(", ");
    return `| ${page.name} | ${where} | ${js.files} | **${kb(js.gzip)}** (${js.gzip.toLocaleString("en-US")} B) | ${verdict} | ${Math.round(median(runs.map((r) => r.rps)))} | ${ratio === null ? "n/a" : `${ratio.toFixed(2)}×`} | ${rates} | ${cpuCell(medianCpu(runs))} | ${cpuCell(medianCpu(tariffRuns))} | ${bytesCell(runs)} |`;
  });
  return `| Page | Address | Script files | JS gzipped (KB) | ≤ ${kb(JS_BUDGET_BYTES)} KB | req/s | × /tariff | rounds: page/tariff req/s | CPU ms/answer | /tariff's | KB/answer |
|---|---|---:|---:|---|---:|---:|---|---:|---:|---:|
${lines.join("\n")}`;
}

async function main() {
  const givenBase = process.env.BENCH_BASE;
  const base = givenBase ?? `http://localhost:${PORT}`;
  const port = Number(new URL(base).port);
  const profileDir = process.env.BENCH_CPU_PROF ? path.resolve(process.env.BENCH_CPU_PROF) : null;
  if (profileDir) mkdirSync(profileDir, { recursive: true });
  const server = givenBase
    ? null
    : startApp(PORT, `.data/bench-pages-${PORT}`, {
        output: "ignore",
        env: BENCH_ENV,
        nodeFlags: profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [],
      });
  let serverPids: number[] = [];
  try {
    if (server) {
      log(`starting the production server on ${base}`);
      await waitForApp(server, base);
    }
    const root = server?.pid ?? Number(process.env.BENCH_SERVER_PID ?? 0);
    serverPids = root ? nextServerPids(root) : [];
    if (root && !serverPids.length) serverPids = [root]; // BENCH_SERVER_PID named the server process itself
    if (!serverPids.length) log("the server's processes are not known (BENCH_SERVER_PID): no CPU per answer");
    const all = publicPages(await findPublicPageIds(base), `kuhestan.localhost:${port}`);
    if (server) await giveSiteCertificate(base);
    const tariff = all[0];
    const pages = ONLY ? all.filter((p) => p === tariff || ONLY.includes(p.key)) : all;
    const rows: Measured[] = [];
    for (const page of pages) {
      const row = await measure(base, page, tariff, serverPids, !server);
      const ratio = medianRatio(row.runs, row.tariffRuns);
      log(
        `${page.name}: ${row.js ? `${kb(row.js.gzip)} KB gzipped, ${row.runs.map((r) => Math.round(r.rps)).join("/")} req/s against /tariff's ${row.tariffRuns.map((r) => Math.round(r.rps)).join("/")}, ${ratio?.toFixed(2)}×, CPU ${cpuCell(medianCpu(row.runs))} ms/answer (/tariff ${cpuCell(medianCpu(row.tariffRuns))}), load ${os.loadavg()[0].toFixed(1)}` : row.problem}`,
      );
      rows.push(row);
    }
    const text = table(rows);
    console.log(text);
    if (profileDir) writeFileSync(path.join(profileDir, "windows.json"), JSON.stringify(profileWindows, null, 2));
    if (!ONLY) {
      const date = new Date().toISOString().replace("T", " ").slice(0, 16);
      writeSections(RESULTS, [
        {
          heading: null,
          body: `# JavaScript and rate of the anonymous public pages (\`npm run bench:pages\`, bench/page-weights.ts)\n`,
        },
        {
          heading: "Latest run",
          body: `${date} UTC, ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)} at the end, ${CONNECTIONS} connections,
${DURATION} s per run, ${ROUNDS} rounds. Each round measures /tariff, then the page; "× /tariff" is the median of
the rounds' ratios, "req/s" the page's median; the rounds column lists each round's page and /tariff rates. CPU
ms/answer: the Next server's CPU (user + system, /proc) over the page's runs divided by its 2xx answers, the median of
the rounds, and /tariff's beside it (the load moves it far less than a rate); KB/answer: bytes read per answer, head
included, as compressed for the Accept-Encoding sent. The load: bench/http-load.ts (its cost per answer does not
grow with the page's size, so the server, not the client, sets the rate). JS gzipped: every \`<script src>\` and
\`<link rel="modulepreload">\` of the page, the modules they import statically and the chunks its RSC payload
names, each gzipped (\`<script nomodule>\` polyfills apart).

${text}
`,
        },
      ]);
      log(`wrote ${RESULTS}`);
    }
    const over = rows.filter((r) => (!r.js && !r.skipped) || (r.js && r.js.gzip > jsCeiling(r.page.key)));
    if (over.length) {
      log(`over the ceiling or not measured: ${over.map((r) => r.page.name).join(", ")}`);
      process.exitCode = 1;
    }
  } finally {
    if (server) await stopApp(server, serverPids);
  }
}

if (process.argv[1]?.endsWith("page-weights.ts")) await main();
