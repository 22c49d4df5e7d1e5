// `npm run bench:scale [-- --scale 0.1]` (issue 33): builds the national-size data set
// (bench/scale-seed.ts: set-based SQL, minutes) in a fresh data folder served by the production
// server (`npm start`'s scripts/start.ts: build if stale, embedded PostgreSQL, migrations, demo seed;
// jobs off), checks it with the app's own rules, then times over HTTP every list, search, report,
// page and export the issue names, as the leader with the most tickets, the owner of a 5,000-passenger
// tour, an operator, an accountant, an affiliate and an anonymous visitor: p50/p95/p99 of BENCH_RUNS
// (default 20) sequential requests after one warm-up, the server's CPU per request (/proc, the
// next-server processes only) and its RSS after each row; exports also their time to the first byte.
// Prints a Markdown table with the machine's load; the figures go to bench/results/national-scale.md by hand.
// BENCH_PORT (default 3950) is the server's port; BENCH_KEEP=1 keeps the data folder. `--reuse <dir>` serves a
// folder kept that way again (built if stale, not re-seeded; what seedScaleExtras adds is added when missing) and
// keeps it: the data set is built once per scale, and each round of fixes is measured on it in minutes. BENCH_ONLY
// (comma-separated words) measures only the rows whose group and name contain one.
import { spawn } from "node:child_process";
import http from "node:http";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { startScriptArgs } from "../tests/helpers/start-script";
import { randomBytes, createHash } from "node:crypto";
import { checkScale, lacksScaleExtras, seedScale, seedScaleExtras, TRAVELLER } from "./scale-seed";
import { cpuMs, nextServerPids } from "./server-cpu";

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const SCALE = Number(arg("scale") ?? process.env.BENCH_SCALE ?? 1);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 3950);
const log = (m: string) => console.log(`[scale] ${m}`);
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");

interface Answer {
  status: number;
  ttfbMs: number;
  totalMs: number;
  bytes: number;
  body: string;
}

/** One GET with its Host (a sale website's host reaches the server's loopback address like a browser's *.localhost). */
function get(pathAndQuery: string, headers: Record<string, string> = {}, keepBody = true): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const req = http.request({ host: "127.0.0.1", port: PORT, path: pathAndQuery, method: "GET", headers }, (res) => {
      const ttfbMs = performance.now() - start;
      const chunks: Buffer[] = [];
      let bytes = 0;
      res.on("data", (c: Buffer) => {
        bytes += c.length;
        if (keepBody) chunks.push(c);
      });
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          ttfbMs,
          totalMs: performance.now() - start,
          bytes,
          body: keepBody ? Buffer.concat(chunks).toString("utf8") : "",
        }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

async function postJson(pathname: string, body: unknown): Promise<unknown> {
  const res = await fetch(`http://127.0.0.1:${PORT}${pathname}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${pathname} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

async function token(mobile: string, password: string): Promise<Record<string, string>> {
  const { token } = (await postJson("/api/Users/Login", { username: mobile, password })) as { token: string };
  return { authorization: `Bearer ${token}` };
}

async function waitForServer(child: ReturnType<typeof spawn>, ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const up = await new Promise<boolean>((resolve) => {
      const socket = net.connect(PORT, "127.0.0.1", () => {
        socket.end();
        resolve(true);
      });
      socket.on("error", () => resolve(false));
    });
    if (up && (await get("/api/health").catch(() => null))?.status === 200) return;
    await new Promise((r) => setTimeout(r, 2000));
  }
  throw new Error("the server did not come up");
}

const rssMb = (pids: number[]) =>
  Math.round(
    pids.reduce((sum, pid) => {
      try {
        const line = readFileSync(`/proc/${pid}/status`, "utf8")
          .split("\n")
          .find((l) => l.startsWith("VmRSS:"));
        return sum + Number(line?.replace(/\D+/g, "") ?? 0);
      } catch {
        return sum;
      }
    }, 0) / 1024,
  );

/** Nearest-rank percentile of sorted samples. */
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

interface Row {
  group: string;
  name: string;
  target: number;
  status: number;
  /** The first (cold) request: caches and plans not yet warm. */
  first: number;
  p50: number;
  p95: number;
  p99: number;
  cpuMs: number;
  rssMb: number;
  ttfb?: number;
  note: string;
}

const reuse = arg("reuse");
const dataDir = reuse ? path.resolve(reuse) : mkdtempSync(path.join(os.tmpdir(), "hamsafar-bench-scale-"));
const env = { ...process.env, HAMSAFAR_JOBS: "off", SMS_SILENT: "1", ADDRESS_CONCURRENCY: "0" } as NodeJS.ProcessEnv;
delete env.DATABASE_URL;
log(`scale ${SCALE}, data folder ${dataDir}${reuse ? " (reused)" : ""}, port ${PORT}, load ${load()}`);
const startArgs = startScriptArgs(dataDir, PORT).filter((a) => !(reuse && a === "--fresh"));
const child = spawn(process.execPath, startArgs, {
  env,
  stdio: ["ignore", "ignore", "inherit"],
  detached: true,
});
let exitCode = 0;
try {
  await waitForServer(child, 30 * 60_000);
  const pids = nextServerPids(child.pid!);
  if (!pids.length) throw new Error("next-server process not found");
  const client = new pg.Client({ connectionString: readFileSync(path.join(dataDir, "database-url"), "utf8").trim() });
  await client.connect();
  const seedStart = performance.now();
  const seeded = Number(
    (await client.query(`SELECT count(*)::int AS n FROM "Reservation" WHERE "trackingId" ~ '^T[0-9]{9}$'`)).rows[0].n,
  );
  if (!seeded) await seedScale(client, SCALE, log);
  else if (await lacksScaleExtras(client)) await seedScaleExtras(client, SCALE, log);
  else log(`reusing the data set (${seeded.toLocaleString("en")} tickets)`);
  const seedSeconds = Math.round((performance.now() - seedStart) / 1000);
  const problems = await checkScale(client);
  log(`built in ${seedSeconds} s (load ${load()}); checks: ${problems.length ? problems.join("; ") : "consistent"}`);
  const totals = (
    await client.query(`SELECT (SELECT count(*) FROM "User") users, (SELECT count(*) FROM "Tour") tours,
      (SELECT count(*) FROM "TourSession") sessions, (SELECT count(*) FROM "Reservation") tickets,
      (SELECT count(*) FROM "Passenger") passengers, (SELECT count(*) FROM "Payment") payments,
      (SELECT count(*) FROM "LedgerEntry") ledger_entries, (SELECT count(*) FROM "Refund") refunds,
      (SELECT count(*) FROM "ProductOrder") orders, (SELECT count(*) FROM "TourComment") comments,
      (SELECT count(*) FROM "CheckIn") check_ins, (SELECT count(*) FROM "WaitlistEntry") waitlist,
      (SELECT count(*) FROM "PassengerBookEntry") book_rows`)
  ).rows[0];
  log(`rows: ${JSON.stringify(totals)}`);

  // Who is measured: the leader with the most tickets, a 5,000-passenger tour and its owner, an affiliate.
  const largest = (
    await client.query<{ id: number; mobile: string; tickets: string; sub: string | null }>(
      `SELECT u.id, u.mobile, count(*) AS tickets, s."subDomain" AS sub FROM "Reservation" r JOIN "Tour" t ON t.id = r."tourId"
       JOIN "User" u ON u.id = t."leaderId" LEFT JOIN "SaleWebsite" s ON s."userId" = u.id
       WHERE u.mobile LIKE '093%' GROUP BY u.id, s."subDomain" ORDER BY count(*) DESC LIMIT 1`,
    )
  ).rows[0];
  const big = (
    await client.query<{ tour: number; leader: number; mobile: string; passengers: string }>(
      `SELECT t.id AS tour, u.id AS leader, u.mobile, count(*) AS passengers FROM "Passenger" p JOIN "TourSession" s ON s.id = p."sessionId"
       JOIN "Tour" t ON t.id = s."tourId" JOIN "User" u ON u.id = t."leaderId" GROUP BY t.id, u.id ORDER BY count(*) DESC LIMIT 1`,
    )
  ).rows[0];
  const largestTour = (
    await client.query<{ id: number }>(
      `SELECT t.id FROM "Tour" t JOIN "TourSession" s ON s."tourId" = t.id WHERE t."leaderId" = $1 AND t.visibility <> 'Hidden'
       AND s."startTime" > now() GROUP BY t.id ORDER BY t.id LIMIT 1`,
      [largest.id],
    )
  ).rows[0];
  // The largest leader's tour with the most refunds: the leader's refund list is per tour (/api/refunds/{tourId}).
  const refundTour = (
    await client.query<{ id: number }>(
      `SELECT f."tourId" AS id FROM "Refund" f JOIN "Tour" t ON t.id = f."tourId" WHERE t."leaderId" = $1
       GROUP BY f."tourId" ORDER BY count(*) DESC LIMIT 1`,
      [largest.id],
    )
  ).rows[0];
  const affiliate = (
    await client.query<{ mobile: string }>(
      `SELECT mobile FROM "User" WHERE mobile LIKE '0990%' AND role = 'Affiliate' LIMIT 1`,
    )
  ).rows[0];
  // The traveller of /my: a session row as POST /api/my/session writes it (lib/traveller/session.ts), valid for the run.
  const travellerToken = randomBytes(32).toString("base64url");
  await client.query(
    `INSERT INTO "TravellerSession" ("tokenHash", mobile, "expiresAt") VALUES ($1, $2, now() + interval '6 hours')`,
    [createHash("sha256").update(travellerToken).digest("hex"), TRAVELLER],
  );
  await client.end();
  log(
    `largest leader ${largest.id} (${Number(largest.tickets).toLocaleString("en")} tickets, site ${largest.sub}); ` +
      `biggest tour ${big.tour} (${big.passengers} passengers, leader ${big.leader})`,
  );

  const leader = await token(largest.mobile, "Leader#1234");
  const owner = await token(big.mobile, "Leader#1234");
  const operator = await token("09120000001", "Operator#1234");
  const accountant = await token("09120000002", "Accountant#1234");
  const colleague = await token(affiliate.mobile, "Leader#1234");
  const siteHost = { host: `${largest.sub}.localhost:${PORT}` };
  const traveller = { cookie: `hamsafar.traveller=${travellerToken}` };
  const q = encodeURIComponent;
  const LIST = 100;
  const PAGE = 300;
  const EXPORT = 1000;
  const cases: [string, string, number, string, Record<string, string>][] = [
    ["leader", "tours, page 1", LIST, "/api/Tour/search?Page=1", leader],
    ["leader", "tours, last page (deep)", LIST, "/api/Tour/search?Page=1000000", leader],
    ["leader", "passengers of the 5,000 tour (report)", PAGE, `/api/tour/${big.tour}/passengers`, owner],
    ["leader", "sales summary of the 5,000 tour", PAGE, `/api/Tour/${big.tour}/sales-summary`, owner],
    ["leader", "passenger book, page 1", LIST, "/api/user/passenger/search?Page=1", leader],
    ["leader", "passenger book, page 5,000", LIST, "/api/user/passenger/search?Page=5000", leader],
    [
      "leader",
      "passenger book, search a name",
      LIST,
      `/api/user/passenger/search?${q("Resource.SearchOnNameNationalIdMobile")}=${q("مریم")}`,
      leader,
    ],
    // The wallet card's last ten lines (the call takes no page); the paged list is the transaction report below.
    ["leader", "last ten transactions", LIST, "/api/Users/Self/transactions", leader],
    ["leader", "transaction report, page 5,000", LIST, "/api/Users/Self/transaction-report?Page=5000", leader],
    ["leader", "turnover, page 1", LIST, "/api/Users/Self/transaction-turnover?Page=1", leader],
    ["leader", "transaction report, page 1", LIST, "/api/Users/Self/transaction-report?Page=1", leader],
    ["leader", "turnover, page 500", LIST, "/api/Users/Self/transaction-turnover?Page=500", leader],
    ["leader", "refunds of a tour, page 1", LIST, `/api/refunds/${refundTour.id}?Page=1`, leader],
    ["leader", "checkouts, page 1", LIST, "/api/users/self/Checkouts?Page=1", leader],
    ["operator", "users (leaders), page 1", LIST, "/api/Operator/SearchUsers?RoleId=2&Page=1", operator],
    ["operator", "users, search", LIST, `/api/Operator/SearchUsers?RoleId=2&SearchTerm=${q("سفرهای 12")}`, operator],
    ["operator", "tours, page 1", LIST, "/api/Operator/SearchTours?Page=1", operator],
    ["operator", "tours, page 5,000", LIST, "/api/Operator/SearchTours?Page=5000", operator],
    ["operator", "tours, search", LIST, `/api/Operator/SearchTours?SearchTerm=${q("دماوند")}`, operator],
    ["operator", "payments, page 1", LIST, "/api/Operator/SearchPayments?Page=1", operator],
    ["operator", "payments, page 5,000", LIST, "/api/Operator/SearchPayments?Page=5000", operator],
    ["operator", "payments, search", LIST, `/api/Operator/SearchPayments?Term=T000012345`, operator],
    ["operator", "refunds, page 1", LIST, "/api/refunds?Page=1", operator],
    ["operator", "sale websites, page 1", LIST, "/api/Operator/SearchSaleWebsites?Page=1", operator],
    [
      "accountant",
      "turnover of the largest leader, page 1",
      LIST,
      `/api/Transactions/TransactionTurnOver?UserId=${largest.id}&Page=1`,
      accountant,
    ],
    ["accountant", "checkouts, page 1", LIST, "/api/operator/Checkouts?Page=1", accountant],
    ["traveller", "/my tickets of 200 (API, page 1)", LIST, "/api/my/tickets?Page=1", traveller],
    ["traveller", "/my page (200 tickets)", PAGE, "/my", traveller],
    ["search", "colleague search (affiliate)", LIST, `/api/Tour/affiliate-search?Page=1`, colleague],
    ["search", "product search (leader)", LIST, `/api/Product/Search?${q("Resource.Title")}=${q("کوله")}`, leader],
    ["search", "site's public products", LIST, `/api/sale-website/${largest.id}/public/products?Page=1`, {}],
    ["page", "site home (largest leader)", PAGE, "/", siteHost],
    ["page", "site /calendar", PAGE, "/calendar", siteHost],
    ["page", "tour page on the site", PAGE, `/${largest.id}/tour/${largestTour.id}`, siteHost],
    ["page", "tour page on the platform", PAGE, `/${largest.id}/tour/${largestTour.id}`, {}],
    ["page", "/tariff (reference)", PAGE, "/tariff", {}],
    ["seo", "platform sitemap index", 1000, "/sitemap.xml", {}],
    ["export", "passengers of the 5,000 tour (.xlsx)", EXPORT, `/api/tour/${big.tour}/passengers/export`, owner],
    ["export", "turnover (.xlsx)", EXPORT, "/api/Users/Self/transaction-turnover/excel", leader],
    ["export", "transaction report (.xlsx)", EXPORT, "/api/Users/Self/transaction-report/excel", leader],
    ["export", "refunds (.xlsx, accountant)", EXPORT, "/api/refunds/excel", accountant],
  ];
  // A platform sitemap part: the first one the index names.
  const index = await get("/sitemap.xml");
  const part = /<loc>https?:\/\/[^/]+(\/sitemap\/tours-\d+\.xml)<\/loc>/.exec(index.body)?.[1];
  if (part) cases.splice(cases.length - 4, 0, ["seo", `platform sitemap part ${part}`, 1000, part, {}]);

  const rows: Row[] = [];
  // BENCH_ONLY=<words,…>: only the rows whose "group name" contains one of the words (a round of fixes measured in minutes).
  const only = process.env.BENCH_ONLY?.split(",").map((w) => w.trim().toLowerCase());
  for (const [group, name, target, url, headers] of cases) {
    if (only && !only.some((w) => `${group} ${name}`.toLowerCase().includes(w))) continue;
    const isExport = group === "export";
    const runs = isExport ? Math.min(RUNS, 5) : RUNS;
    const warm = await get(url, headers, !isExport);
    const samples: number[] = [];
    const ttfbs: number[] = [];
    const cpuBefore = cpuMs(pids);
    let status = warm.status;
    let bytes = warm.bytes;
    for (let i = 0; i < runs; i++) {
      const a = await get(url, headers, false);
      status = a.status === 200 ? status : a.status;
      bytes = a.bytes;
      samples.push(a.totalMs);
      ttfbs.push(a.ttfbMs);
    }
    const cpu = (cpuMs(pids) - cpuBefore) / runs;
    samples.sort((a, b) => a - b);
    ttfbs.sort((a, b) => a - b);
    const row: Row = {
      group,
      name,
      target,
      status,
      first: Math.round(warm.totalMs),
      p50: Math.round(pct(samples, 50)),
      p95: Math.round(pct(samples, 95)),
      p99: Math.round(pct(samples, 99)),
      cpuMs: Math.round(cpu),
      rssMb: rssMb(pids),
      ttfb: isExport ? Math.round(pct(ttfbs, 95)) : undefined,
      note:
        status === 200
          ? `${Math.round(bytes / 1024)} KiB${group === "seo" ? `, ${warm.body.split("<loc>").length - 1} URLs` : ""}`
          : warm.body.slice(0, 120).replace(/\|/g, "/"),
    };
    rows.push(row);
    log(
      `${group} / ${name}: ${row.status} p50 ${row.p50} p95 ${row.p95} ms, cpu ${row.cpuMs} ms, rss ${row.rssMb} MB (load ${load()})`,
    );
  }
  const tariff = rows.find((r) => r.name.startsWith("/tariff"))!;
  console.log(
    `\nScale ${SCALE}: ${JSON.stringify(totals)}; built in ${seedSeconds} s; ${problems.length ? problems.join("; ") : "consistent"}`,
  );
  console.log(`Load at the end: ${load()}; ${RUNS} runs per row (exports ${Math.min(RUNS, 5)}), after one warm-up.\n`);
  console.log(
    "| Role | Call | Target p95 (ms) | Status | First | p50 | p95 | p99 | p95 / tariff p95 | CPU/req (ms) | RSS (MB) | Note |",
  );
  console.log("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|");
  for (const r of rows) {
    // A page past the first MAX_PAGED_ROWS rows is refused by design (lib/http/paging.ts): 400 is its right answer.
    const expected = /page 5,000|deep/.test(r.name) ? 400 : 200;
    const miss = r.status !== expected || (r.ttfb ?? r.p95) > r.target ? " **miss**" : "";
    const p95 = r.ttfb !== undefined ? `${r.p95} (first byte ${r.ttfb})` : String(r.p95);
    console.log(
      `| ${r.group} | ${r.name} | ${r.target} | ${r.status} | ${r.first} | ${r.p50} | ${p95} | ${r.p99} | ${(r.p95 / Math.max(1, tariff.p95)).toFixed(1)}× | ${r.cpuMs} | ${r.rssMb} | ${r.note}${miss} |`,
    );
  }
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  try {
    process.kill(-child.pid!, "SIGTERM");
  } catch {
    /* already gone */
  }
  await new Promise((r) => setTimeout(r, 3000));
  if (!process.env.BENCH_KEEP && !reuse) rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
