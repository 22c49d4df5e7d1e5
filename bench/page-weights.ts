// `npm run bench:pages`: every anonymous public page of both hosts (bench/public-pages.ts) with the gzipped JavaScript it
// ships (bench/page-js.ts) against the budget, and its rate as a ratio to /tariff's in the same run (autocannon, a few
// seconds each, /tariff first and again last: the ratio is to the higher of the two). Serves the production build on a
// fresh data folder (tests/helpers/start-script.ts), or measures BENCH_BASE when given (a server already running).
// Writes the table to bench/results/page-weights.md; exits 1 when a page ships more than its ceiling.
// Options (env): BENCH_PORT (3190), BENCH_BASE, BENCH_DURATION (5 s per page), BENCH_CONNECTIONS (20).
import os from "node:os";
import { startApp, stopApp, waitForApp } from "../tests/helpers/start-script";
import { autocannon } from "./autocannon";
import { BENCH_ENV, PORT } from "./bench-api";
import { writeSections } from "./doc-sections";
import { pageJs, type JsSize } from "./page-js";
import { findPublicPageIds, jsCeiling, JS_BUDGET_BYTES, publicPages, type PublicPage } from "./public-pages";
import { nextServerPids } from "./server-cpu";

const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
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
  rps: number;
}

/** Requests per second of a page after a one-second warm-up; only 2xx answers count. */
async function rate(base: string, page: PublicPage): Promise<number> {
  const headers: Record<string, string> = page.host ? { host: page.host } : {};
  const options = { url: `${base}${page.path}`, headers };
  await autocannon({ ...options, connections: 5, duration: 1 });
  const result = await autocannon({ ...options, connections: CONNECTIONS, duration: DURATION });
  const ok = Object.entries(result.statusCodeStats ?? {}).reduce(
    (sum, [code, { count }]) => sum + (code.startsWith("2") ? count : 0),
    0,
  );
  return ok / (result.duration || DURATION);
}

async function measure(base: string, page: PublicPage): Promise<Measured> {
  try {
    const js = await pageJs(page.path, base, page.host);
    return { page, js, rps: await rate(base, page) };
  } catch (error) {
    const problem = (error as Error).message;
    if (page.optional && / answered 404,/.test(problem))
      return { page, js: null, problem: "not on this site (404)", rps: 0, skipped: true };
    return { page, js: null, problem, rps: 0 };
  }
}

function table(rows: Measured[], tariffRps: number): string {
  const lines = rows.map(({ page, js, problem, rps }) => {
    const where = page.host ? `\`${page.host}${page.path}\`` : `\`${page.path}\``;
    if (!js) return `| ${page.name} | ${where} | ${problem} | | | | |`;
    const ceiling = jsCeiling(page.key);
    const verdict = js.gzip <= JS_BUDGET_BYTES ? "within" : js.gzip <= ceiling ? "over (listed)" : "**OVER**";
    const ratio = tariffRps ? (rps / tariffRps).toFixed(2) : "n/a";
    return `| ${page.name} | ${where} | ${js.files} | **${kb(js.gzip)}** (${js.gzip.toLocaleString("en-US")} B) | ${verdict} | ${Math.round(rps)} | ${ratio}× |`;
  });
  return `| Page | Address | Script files | JS gzipped (KB) | ≤ ${kb(JS_BUDGET_BYTES)} KB | req/s | × /tariff |
|---|---|---:|---:|---|---:|---:|
${lines.join("\n")}`;
}

async function main() {
  const givenBase = process.env.BENCH_BASE;
  const base = givenBase ?? `http://localhost:${PORT}`;
  const port = Number(new URL(base).port);
  const server = givenBase
    ? null
    : startApp(PORT, `.data/bench-pages-${PORT}`, {
        output: "ignore",
        env: BENCH_ENV,
      });
  try {
    if (server) {
      log(`starting the production server on ${base}`);
      await waitForApp(server, base);
    }
    const pages = publicPages(await findPublicPageIds(base), `kuhestan.localhost:${port}`);
    const rows: Measured[] = [];
    for (const page of pages) {
      const row = await measure(base, page);
      log(`${page.name}: ${row.js ? `${kb(row.js.gzip)} KB gzipped, ${Math.round(row.rps)} req/s` : row.problem}`);
      rows.push(row);
    }
    // /tariff again at the end: the machine is shared, so each page is compared with the higher of two /tariff runs.
    const tariffAgain = await rate(base, pages[0]);
    const tariffRps = Math.max(rows[0].rps, tariffAgain);
    log(`/tariff: ${Math.round(rows[0].rps)} req/s first, ${Math.round(tariffAgain)} last`);
    const text = table(rows, tariffRps);
    console.log(text);
    const date = new Date().toISOString().replace("T", " ").slice(0, 16);
    writeSections(RESULTS, [
      {
        heading: null,
        body: `# JavaScript and rate of the anonymous public pages (\`npm run bench:pages\`, bench/page-weights.ts)\n`,
      },
      {
        heading: "Latest run",
        body: `${date} UTC, ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)} at the end, ${CONNECTIONS} connections,
${DURATION} s per page; "× /tariff" is against the higher of two /tariff runs of the same server
(${Math.round(rows[0].rps)} and ${Math.round(tariffAgain)} req/s). JS gzipped: every \`<script src>\` and
\`<link rel="modulepreload">\` of the page, the modules they import statically and the chunks its RSC payload
names, each gzipped (\`<script nomodule>\` polyfills apart).

${text}
`,
      },
    ]);
    log(`wrote ${RESULTS}`);
    const over = rows.filter((r) => (!r.js && !r.skipped) || (r.js && r.js.gzip > jsCeiling(r.page.key)));
    if (over.length) {
      log(`over the ceiling or not measured: ${over.map((r) => r.page.name).join(", ")}`);
      process.exitCode = 1;
    }
  } finally {
    if (server) await stopApp(server, nextServerPids(server.pid!));
  }
}

await main();
