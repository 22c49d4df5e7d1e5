// `npm run bench:unknown`: what a page for an id that does not exist costs (issue 30), on the production build started as
// `npm start` runs it (scripts/start.ts, a fresh data folder). Each unknown target sends UNKNOWN_COUNT (2,000) requests,
// every one naming a new id (what a crawler of made-up ids sends): the platform's tour and leader pages, a sale website's
// tour and product pages, a path a sale website does not have (/no-such-page-…) and a later page of a site's calendar day
// past its last. Next to them, in the same run: /tariff (static), a cached tour page on both hosts, and the 308 of a tour
// page's ids spelled with leading zeros.
// For each: the rate and the server's CPU per answer (bench/server-cpu.ts, /proc: what the machine's load moves least),
// with the load average. Then the server's resident size before and after TOTAL_UNKNOWN (40,000) more distinct unknown
// URLs, the kinds in turn. Writes the section "Unknown ids" of bench/results/anonymous-calls.md.
// Options (env): BENCH_PORT (3190), BENCH_CONNECTIONS (50), UNKNOWN_COUNT (2000), TOTAL_UNKNOWN (40000), NEXT_DIST_DIR.
import { readFileSync } from "node:fs";
import os from "node:os";
import { startApp, stopApp, waitForApp } from "../tests/helpers/start-script";
import type { AutocannonRequest, AutocannonResult } from "./autocannon";
import { load } from "./load";
import { BASE, BENCH_ENV, call, makeBenchTour, PORT, seededTour } from "./bench-api";
import { writeSections } from "./doc-sections";
import { commitOf, SITE_HOST } from "./hot-paths-report";
import { cpuMs, nextServerPids } from "./server-cpu";
import { monthKey, shiftMonth, tehranMonth } from "../lib/format/jalali-month";

const DATA_DIR = `.data/bench-unknown-${PORT}`;
const RESULTS = "bench/results/anonymous-calls.md";
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const UNKNOWN_COUNT = Number(process.env.UNKNOWN_COUNT ?? 2_000);
const TOTAL_UNKNOWN = Number(process.env.TOTAL_UNKNOWN ?? 40_000);
const log = (message: string) => console.log(`[bench] ${message}`);

interface Target {
  name: string;
  /** A fixed path, or a new one for each request. */
  path: string | (() => string);
  host?: string;
  /** The status every answer must have. */
  status: number;
}

interface Row {
  name: string;
  requests: number;
  rate: number;
  cpuPerAnswer: number;
  p99: number;
  wrong: number;
  load: number;
}

/** `amount` requests (bench/load.ts), each to `target`'s path (a new one each when it is a function). */
function send(target: Target, amount: number, connections: number): Promise<AutocannonResult> {
  const headers: Record<string, string> = target.host ? { host: target.host } : {};
  const request: AutocannonRequest = {
    method: "GET",
    setupRequest: (r) => ({
      ...r,
      path: typeof target.path === "function" ? target.path() : target.path,
      headers: { ...r.headers, ...headers },
    }),
  };
  return load({ url: BASE, connections, duration: 600, amount, requests: [request] });
}

/** The server's resident size (VmRSS of its processes), MB. */
function rssMb(pids: number[]): number {
  let kb = 0;
  for (const pid of pids) {
    const line = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    kb += Number(line?.[1] ?? 0);
  }
  return Math.round(kb / 1024);
}

async function measure(target: Target, pids: number[]): Promise<Row> {
  await send(target, 200, 10); // warm-up (new ids too for the unknown targets), not counted
  const before = cpuMs(pids);
  const result = await send(target, UNKNOWN_COUNT, CONNECTIONS);
  const used = cpuMs(pids) - before;
  const answered = Object.values(result.statusCodeStats ?? {}).reduce((sum, { count }) => sum + count, 0);
  const right = result.statusCodeStats?.[String(target.status)]?.count ?? 0;
  const row: Row = {
    name: target.name,
    requests: answered,
    rate: answered / result.duration,
    cpuPerAnswer: used / Math.max(1, answered),
    p99: result.latency.p99,
    wrong: answered - right + result.errors + result.timeouts,
    load: os.loadavg()[0],
  };
  log(
    `${row.name}: ${row.requests} answers, ${row.rate.toFixed(0)}/s, ${row.cpuPerAnswer.toFixed(2)} ms CPU each, p99 ${row.p99} ms, not ${target.status}: ${row.wrong}, load ${row.load.toFixed(1)}`,
  );
  return row;
}

/**
 * A later page of a day of `month` (a month without the bench's sessions, so past the last page from 2 on): a new day and
 * page each call, 28 days × 9,998 page numbers before one repeats.
 */
function pastDayPage(month: string) {
  let n = 0;
  return () => {
    const k = n++;
    return `/calendar/${month}/${String((k % 28) + 1).padStart(2, "0")}/${2 + (Math.floor(k / 28) % 9_998)}`;
  };
}

async function main() {
  log(`starting the production server on ${BASE} (data ${DATA_DIR})`);
  const server = startApp(PORT, DATA_DIR, { env: BENCH_ENV, output: "ignore" });
  let pids: number[] = [];
  try {
    await waitForApp(server, BASE);
    pids = nextServerPids(server.pid!);
    if (!pids.length) throw new Error("no server process found under the start script");
    const { token } = await call<{ token: string }>("POST", "/api/Users/Login", {
      username: "09120000003",
      password: "Leader#1234",
    });
    const tour = await seededTour(token, await makeBenchTour(token), []);
    const leader = tour.leaderId;
    // A new id each request: ids far above any the seed makes.
    let next = 500_000_000;
    const id = () => next++;
    const kinds: Target[] = [
      { name: "platform tour, a new unknown id each", path: () => `/${leader}/tour/${id()}`, status: 404 },
      { name: "platform leader, a new unknown id each", path: () => `/${id()}`, status: 404 },
      { name: "site tour, a new unknown id each", path: () => `/${leader}/tour/${id()}`, host: SITE_HOST, status: 404 },
      {
        name: "site product, a new unknown id each",
        path: () => `/${leader}/product/${id()}`,
        host: SITE_HOST,
        status: 404,
      },
      {
        name: "site path the site does not have, a new one each",
        path: () => `/no-such-page-${id()}`,
        host: SITE_HOST,
        status: 404,
      },
      {
        name: "site calendar day, a page past its last, a new one each",
        path: pastDayPage(monthKey(shiftMonth(tehranMonth(new Date()), 6))),
        host: SITE_HOST,
        status: 404,
      },
    ];
    const targets: Target[] = [
      { name: "/tariff (static page)", path: "/tariff", status: 200 },
      { name: "cached tour page (platform)", path: `/${leader}/tour/${tour.id}`, status: 200 },
      { name: "cached tour page (site host)", path: `/${leader}/tour/${tour.id}`, host: SITE_HOST, status: 200 },
      ...kinds,
      { name: "platform tour, its ids with leading zeros (308)", path: `/00${leader}/tour/0${tour.id}`, status: 308 },
      { name: "/tariff again", path: "/tariff", status: 200 },
    ];
    const rows: Row[] = [];
    for (const target of targets) rows.push(await measure(target, pids));

    const rssBefore = rssMb(pids);
    const loadBefore = os.loadavg()[0];
    let turn = 0;
    // The kinds in turn; a site kind's Host goes with its path.
    const request: AutocannonRequest = {
      method: "GET",
      setupRequest: (r) => {
        const kind = kinds[turn++ % kinds.length];
        return {
          ...r,
          path: (kind.path as () => string)(),
          headers: { ...r.headers, ...(kind.host ? { host: kind.host } : {}) },
        };
      },
    };
    log(`RSS ${rssBefore} MB; sending ${TOTAL_UNKNOWN} distinct unknown URLs`);
    const flood = await load({
      url: BASE,
      connections: CONNECTIONS,
      duration: 3600,
      amount: TOTAL_UNKNOWN,
      requests: [request],
    });
    const rssAfter = rssMb(pids);
    const statuses = Object.entries(flood.statusCodeStats ?? {})
      .map(([code, { count }]) => `${code}×${count}`)
      .join(", ");
    log(`RSS ${rssAfter} MB after ${TOTAL_UNKNOWN} (${statuses}), load ${os.loadavg()[0].toFixed(1)}`);

    const tariff = rows[0];
    const lines = [
      `Run ${new Date().toISOString().slice(0, 16)}Z on ${commitOf()} (\`npm run bench:unknown\`, ${CONNECTIONS} connections, ${UNKNOWN_COUNT.toLocaleString("en-US")} requests a row).`,
      "",
      "| Target | Answers | Rate /s | Server CPU ms per answer | Rate vs /tariff | p99 ms | Not the expected status | Load (1 min) |",
      "|---|---:|---:|---:|---:|---:|---:|---:|",
      ...rows.map(
        (r) =>
          `| ${r.name} | ${r.requests.toLocaleString("en-US")} | ${r.rate.toFixed(0)} | ${r.cpuPerAnswer.toFixed(2)} | ${(r.rate / tariff.rate).toFixed(2)} | ${r.p99} | ${r.wrong} | ${r.load.toFixed(1)} |`,
      ),
      "",
      `Resident size of the server: ${rssBefore} MB before ${TOTAL_UNKNOWN.toLocaleString("en-US")} more distinct unknown URLs (the kinds in turn;`,
      `${statuses}), ${rssAfter} MB after (load ${loadBefore.toFixed(1)} → ${os.loadavg()[0].toFixed(1)}).`,
    ];
    console.log(lines.join("\n"));
    writeSections(RESULTS, [{ heading: "Unknown ids (issue 30)", body: lines.join("\n") }]);
    log(`wrote ${RESULTS}`);
  } finally {
    await stopApp(server, pids);
  }
}

main()
  .then(() => process.exit(0))
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
