// `npm run bench`: load figures of the traveller's side on this machine. Serves the production
// build with scripts/start.ts on a fresh data folder, makes a tour whose session has a large
// capacity, then runs autocannon (50 connections, ~10 s each) against
//   (a) the public tour page of a seeded tour (server-rendered from the database),
//   (b) the reservation call, a fresh valid body per request (new national ids and mobiles),
//   (c) a static page of the same build (/tariff),
//   (d) a reserve step page (rendered on every request: cached tour terms, live places left),
//   (e) the seeded leader's sale-website home page (Host kuhestan.localhost), then (f) the same after
//       10,000 more sites are written to the database, and (g) 200 of those sites in turn,
// and measures the JavaScript each public page ships. Prints the figures and writes them to
// docs/benchmarks.md. Options (env): BENCH_PORT (3190), BENCH_DURATION (10 s), BENCH_CONNECTIONS (50),
// NEXT_DIST_DIR (the build folder start.ts builds into and serves).
import { execSync, spawn, type ChildProcess } from "node:child_process";
import { createRequire } from "node:module";
import os from "node:os";
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import pg from "pg";
import { splitSections, writeSections } from "./doc-sections";

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

const PORT = Number(process.env.BENCH_PORT ?? 3190);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DATA_DIR = `.data/bench-${PORT}`;
const BASE = `http://localhost:${PORT}`;
const DAY = 24 * 60 * 60 * 1000;

const log = (message: string) => console.log(`[bench] ${message}`);

/** The production build (built first when stale) on a fresh data folder, in its own process group. */
export function startServer(port = PORT, dataDir = DATA_DIR): ChildProcess {
  const child = spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", "--conditions=react-server", "scripts/start.ts", "--data", dataDir, "--fresh", "--port", String(port)], {
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, OTP_IP_HOURLY_LIMIT: "100000" },
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

async function call<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
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

/** A published tour with one session of 100,000 places and no vehicle: the reservation benchmark's target. */
async function makeBenchTour(token: string): Promise<PublicTourAnswer> {
  const [styles, hardships, cities] = await Promise.all([
    call<{ id: number }[]>("GET", "/api/Tour/Styles", undefined, token),
    call<{ id: number }[]>("GET", "/api/Tour/HardShips", undefined, token),
    call<{ id: number; name: string }[]>("GET", "/api/Provinces/citites"),
  ]);
  const start = new Date(Date.now() + 30 * DAY);
  const { id } = await call<{ id: number }>(
    "POST",
    "/api/Tour",
    {
      title: "تور سنجش بار",
      tourType: "Event",
      styleId: styles[0].id,
      startCityId: cities.find((c) => c.name === "تهران")!.id,
      startPlaceText: "میدان آزادی",
      hardShipId: hardships[0].id,
      startAge: 1,
      endAge: 99,
      sessions: [
        {
          capacity: 100_000,
          price: 1_500_000,
          registrationEndTime: new Date(start.getTime() - DAY).toISOString(),
          startTime: start.toISOString(),
          endTime: new Date(start.getTime() + DAY).toISOString(),
          vehicles: [],
        },
      ],
    },
    token,
  );
  return call<PublicTourAnswer>("GET", `/api/Tour/${id}`);
}

/** A seeded published tour of the demo leader, if the seed made one; else the benchmark's own. */
async function seededTour(token: string, fallback: PublicTourAnswer): Promise<PublicTourAnswer> {
  const found = await call<{ result: { id: number; title: string }[] }>("GET", "/api/Tour/search?Resource.IsDraft=false&PageSize=20", undefined, token).catch(() => ({ result: [] }));
  const seeded = found.result.find((t) => t.id !== fallback.id);
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
export async function pageJs(path: string, base = BASE): Promise<JsSize> {
  const html = await (await fetch(`${base}${path}`)).text();
  const nomodule = new Set(
    [...html.matchAll(/<script\b([^>]*)>/g)]
      .filter((m) => /\snomodule\b/i.test(m[1]))
      .map((m) => /\ssrc="([^"]+)"/.exec(m[1])?.[1])
      .filter((src): src is string => !!src)
      .map((src) => new URL(src, base).pathname),
  );
  const tagged = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => /\ssrc="([^"]+)"/.exec(m[1])?.[1]).filter((src): src is string => !!src);
  const sources = new Set([...html.matchAll(/(?:\/_next\/)?(static\/chunks\/[\w%.~/-]+?\.js)/g)].map((m) => `/_next/${m[1]}`));
  for (const src of [...tagged, ...nomodule]) sources.add(new URL(src, base).pathname);
  const size: JsSize = { files: 0, raw: 0, gzip: 0, nomoduleGzip: 0, html: Buffer.byteLength(html) };
  // A Set grows while it is iterated: the static imports of each module are fetched in turn.
  for (const src of sources) {
    const bytes = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer());
    if (!src.startsWith("/_next/")) for (const m of bytes.toString("utf8").matchAll(STATIC_IMPORT)) sources.add(new URL(m[1], new URL(src, base)).pathname);
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
  name: string;
  path: string;
  result: AutocannonResult;
  /** The machine's 1-minute load average when the target's run ended (other work on the machine shows here). */
  load: number;
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

async function run(name: string, path: string, options: Partial<Parameters<Autocannon>[0]> = {}): Promise<Row> {
  log(`${name}: ${CONNECTIONS} connections, ${DURATION} s`);
  await autocannon({ url: `${BASE}${path}`, connections: 10, duration: 2, ...options }); // warm-up, not recorded
  const result = await autocannon({ url: `${BASE}${path}`, connections: CONNECTIONS, duration: DURATION, ...options });
  log(`  ${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors}`);
  return { name, path, result, load: os.loadavg()[0] };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** A row's requests per second over /tariff's: the first /tariff run (c), or the one run just before the site rows (c2). */
function ratio(rows: Row[], prefix: string, tariffPrefix = "(c)"): string {
  const tariff = rows.find((r) => r.name.startsWith(tariffPrefix))?.result.requests.average ?? 0;
  const site = rows.find((r) => r.name.startsWith(prefix))?.result.requests.average ?? 0;
  return tariff ? `${(site / tariff).toFixed(2)}×` : "n/a";
}

function report(rows: Row[], js: { name: string; path: string; size: JsSize }[], reservations: number, sites: number) {
  const cpus = os.cpus();
  let commit = "";
  try {
    commit = execSync("git rev-parse --short HEAD", { encoding: "utf8" }).trim();
  } catch {
    commit = "unknown";
  }
  const date = new Date().toISOString().replace("T", " ").slice(0, 16);
  const table = rows
    .map((r) => {
      const codes = Object.entries(r.result.statusCodeStats ?? {})
        .map(([code, { count }]) => `${code}: ${count}`)
        .join(", ");
      return `| ${r.name} | \`${r.path}\` | ${r.result.requests.average.toFixed(0)} | ${r.result.latency.p50} | ${r.result.latency.p99} | ${r.result.requests.total} | ${codes} | ${r.load.toFixed(1)} |`;
    })
    .join("\n");
  const jsTable = js
    .map((j) => `| ${j.name} | \`${j.path}\` | ${j.size.files} | ${kb(j.size.raw)} | **${kb(j.size.gzip)}** | ${kb(j.size.nomoduleGzip)} | ${kb(j.size.html)} |`)
    .join("\n");
  return `# Benchmarks

Measured by \`npm run bench\` (scripts/bench.ts): the production build served by \`scripts/start.ts\` on a
fresh data folder (embedded PostgreSQL on the same machine), autocannon on the same machine as the
server, ${CONNECTIONS} connections, ${DURATION} s per target after a 2 s warm-up. Re-run it to refresh this page.

- Date: ${date} UTC, commit ${commit}
- Machine: ${cpus.length} cores (${cpus[0]?.model.trim() ?? "unknown CPU"}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB RAM, ${os.type()} ${os.release()}, Node ${process.version}
- Load generator and server share the same ${cpus.length} cores, so the figures are a floor for a dedicated server. The last
  column is the machine's load average after each target: anything well above ${cpus.length} means other work (builds, test
  runs) shared the cores during the measurement.

## Throughput and latency

| Target | Path | Requests/s | p50 (ms) | p99 (ms) | Requests | Status codes | Load avg (1 min) |
|---|---|---:|---:|---:|---:|---|---:|
${table}

- (a) the public tour page (a Pages Router page without Next's client runtime) is rendered on every request:
  the tour's terms and the leader's other tours come from the data cache (expired by tag on every edit), the
  places left and the votes are read fresh (two queries), then React renders the page (docs/decisions.md,
  "Public pages: speed").
- (d) a reserve step (\`/reserve/passengersInfo\`) is rendered on every request: the tour's terms come from the
  data cache, the places left are read fresh (one query), so its figures are live.
- (b) every reservation request carries new national ids and mobiles (${reservations.toLocaleString("en-US")} reservations written in this run),
  on a session of 100,000 places: each one is a real transaction (capacity row lock, passengers, bill,
  payment hold) and answers 200 with the bill to pay.
- (c) \`/tariff\` is prerendered at build time: the ceiling of the same server for a page with no database work.
- (e) a sale website's home page (\`Host: ${SITE_HOST}\`): proxy.ts parses the host (no database) and rewrites
  to the site's page, which is rendered on the host's first request and then served from the page cache with no
  time limit: every edit of the site, its owner or their tours expires it by tag, and the clock (the end of the
  paid period, an upcoming tour's end) by a tag whose expiry instant is set at render (docs/decisions.md, "Sale
  websites"). Site home / \`/tariff\`: **${ratio(rows, "(e)")}** against (c), **${ratio(rows, "(e)", "(c2)")}** against
  (c2), the \`/tariff\` run just before it (target ≥ 0.8×).
- (f) the same page with ${sites.toLocaleString("en-US")} sites in the database, measured once the database settled after
  writing them (vacuum, analyze, checkpoint; **${ratio(rows, "(f)")}** of (c), **${ratio(rows, "(f)", "(c2)")}** of (c2), ${ratio(rows, "(f)", "(e)")} of (e)), and (g) 200
  of those sites requested in turn (each host's lookup and page cached on its first request): the site count does
  not enter the request path (one indexed read per host until a change expires it). (g) / (c2): ${ratio(rows, "(g)", "(c2)")}; its
  p99 includes each of the 200 sites' first render.

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

async function main() {
  log(`starting the production server on ${BASE} (data ${DATA_DIR}, build folder ${process.env.NEXT_DIST_DIR ?? ".next"})`);
  const server = startServer();
  const stop = () => {
    try {
      if (server.pid) process.kill(-server.pid, "SIGTERM");
    } catch {
      // already gone
    }
  };
  process.on("SIGINT", () => {
    stop();
    process.exit(130);
  });
  try {
    await waitForServer(server);
    const { token } = await call<{ token: string }>("POST", "/api/Users/Login", { username: "09120000003", password: "Leader#1234" });
    const benchTour = await makeBenchTour(token);
    const pageTour = await seededTour(token, benchTour);
    log(`tour page: "${pageTour.title}" (#${pageTour.id}); reservations on #${benchTour.id}, session ${benchTour.sessions[0].id}`);

    const tourPath = `/${pageTour.leaderId}/tour/${pageTour.id}`;
    let counter = 0;
    const reservationPath = `/api/tour/${benchTour.id}/reservation/session/${benchTour.sessions[0].id}`;
    const reservationRequest: AutocannonRequest = {
      method: "POST",
      path: reservationPath,
      headers: { "content-type": "application/json" },
      setupRequest: (request) => {
        const n = counter++;
        return {
          ...request,
          body: JSON.stringify({
            paymentMethod: "Online",
            passengers: [
              { firstName: "مسافر", lastName: "سنجش", gender: "Male", ageGroup: "Adult", nationalId: nthNationalId(2 * n), mobile: `0935${String(n).padStart(7, "0")}`, extraItems: [] },
              { firstName: "همراه", lastName: "سنجش", gender: "Female", ageGroup: "Adult", nationalId: nthNationalId(2 * n + 1), mobile: `0935${String(n).padStart(7, "0")}`, extraItems: [] },
            ],
          }),
        };
      },
    };

    const rows: Row[] = [];
    rows.push(await run("(c) static page", "/tariff"));
    rows.push(await run("(a) public tour page", tourPath));
    rows.push(await run("(b) reservation (2 passengers)", reservationPath, { requests: [reservationRequest] }));
    const reservePagePath = `/${benchTour.leaderId}/tour/${benchTour.id}/reserve/passengersInfo`;
    rows.push(await run("(d) reserve step page", reservePagePath));

    // /tariff again right before the site rows: the machine is shared, so the ratio is also given against a run minutes, not a quarter hour, apart.
    rows.push(await run("(c2) static page, again", "/tariff"));
    rows.push(await run("(e) sale-website home", "/", { headers: { host: SITE_HOST } }));
    log(`writing ${EXTRA_SITES} more sites`);
    const sites = await seedManySites(EXTRA_SITES);
    rows.push(await run(`(f) sale-website home, ${sites} sites`, "/", { headers: { host: SITE_HOST } }));
    let turn = 0;
    const rotating: AutocannonRequest = {
      method: "GET",
      path: "/",
      setupRequest: (request) => ({ ...request, headers: { ...request.headers, host: `bench-${1 + (turn++ % 200)}.localhost:${PORT}` } }),
    };
    rows.push(await run("(g) 200 sale websites in turn", "/", { requests: [rotating] }));

    const js = [
      { name: "public tour page", path: tourPath, size: await pageJs(tourPath) },
      { name: "static page", path: "/tariff", size: await pageJs("/tariff") },
      { name: "landing page", path: "/", size: await pageJs("/") },
      { name: "reserve step", path: reservePagePath, size: await pageJs(reservePagePath) },
    ];
    for (const j of js) log(`JS of ${j.path}: ${j.size.files} files, ${kb(j.size.raw)} (${kb(j.size.gzip)} gzipped)`);

    const reserved = rows[2].result.statusCodeStats?.["200"]?.count ?? 0;
    console.table(
      rows.map((r) => ({ target: r.name, "req/s": Math.round(r.result.requests.average), "p99 ms": r.result.latency.p99, non2xx: r.result.non2xx, errors: r.result.errors })),
    );
    // Only this script's sections are rewritten; the others (Lighthouse, issue-specific runs) stay.
    writeSections("docs/benchmarks.md", splitSections(report(rows, js, Number(reserved), sites)));
    log("wrote docs/benchmarks.md");
  } finally {
    stop();
  }
}

if (process.argv[1]?.endsWith("bench.ts")) {
  main()
    .then(() => process.exit(0))
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
