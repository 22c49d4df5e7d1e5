// `npm run bench:export:server`: the operator's checkout export over 1,000,000 rows through the real
// production server, measured on the server process itself. For each heap setting in BENCH_HEAPS
// ("default" = npm start's own settings, or "OLD/SEMI" MB for SERVER_HEAP_MB/SERVER_SEMI_SPACE_MB, 0 for
// Node's own size; default "default,0/0") it starts
// `npm start` (scripts/start.ts: build if stale, embedded PostgreSQL, migrations, demo seed) on a
// fresh data folder, writes BENCH_ROWS checkouts (default 1,000,000) with generate_series, signs in as
// the demo operator, reads GET /api/operator/Checkouts/excel to the last byte over HTTP, and samples
// the next-server process's resident memory (/proc/<pid>/status VmRSS every 100 ms) before and
// during the export; before it, the server's RSS idle right after start (no request yet), after one
// page render and after more (medians of 30 sequential home and /tariff renders, and the public tour
// page's requests per second with 8 clients for 10 s: a heap cap's cost on pages).
// Then BENCH_PARALLEL (default 3) exports at once while 8 clients load the tour page (the server must
// stay up, every file complete; peak RSS). Prints one JSON line per setting; the figures go to
// bench/results/xlsx-export.md by hand.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { readExport, seedBenchCheckouts } from "./seed-checkouts";

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const PORT = Number(process.env.BENCH_PORT ?? 3409);
const HEAPS = (process.env.BENCH_HEAPS ?? "default,0/0").split(",").map((h) => h.trim());
const PARALLEL = Number(process.env.BENCH_PARALLEL ?? 3);
const OPERATOR = { username: "09120000001", password: "Operator#1234" };
const LEADER_MOBILE = "09120000003";
const mb = (kb: number) => Math.round(kb / 1024);

/** Resident memory of `pid` in MB: total, anonymous (heaps, malloc) and file-backed (mapped code: node, native modules). */
function memMb(pid: number) {
  return { rss: mb(statusKb(pid, "VmRSS")), anon: mb(statusKb(pid, "RssAnon")), file: mb(statusKb(pid, "RssFile")) };
}

function statusKb(pid: number, field: "VmRSS" | "VmHWM" | "RssAnon" | "RssFile"): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, "utf8")
      .split("\n")
      .find((l) => l.startsWith(`${field}:`));
    return line ? Number(line.replace(/\D+/g, "")) : 0;
  } catch {
    return 0;
  }
}

/** The next-server process started for this data folder (its environment names the folder). */
function serverPid(dataDir: string): number | null {
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmd = readFileSync(`/proc/${entry}/cmdline`, "utf8");
      if (!cmd.includes("next-server") && !/next\0start/.test(cmd)) continue;
      if (readFileSync(`/proc/${entry}/environ`, "utf8").split("\0").includes(`HAMSAFAR_DATA_DIR=${dataDir}`))
        return Number(entry);
    } catch {
      /* gone or not ours */
    }
  }
  return null;
}

/** Waits until the server accepts connections, without sending it a request (its idle RSS is measured next). */
async function waitForServer(port: number, child: ChildProcess, ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    const up = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1", () => {
        socket.end();
        resolve(true);
      });
      socket.on("error", () => resolve(false));
    });
    if (up) return;
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error("the server did not come up");
}

/** Reads an export over HTTP to its last byte. */
async function download(url: string, headers: Record<string, string>) {
  const res = await fetch(url, { headers });
  if (!res.ok) throw new Error(`export answered ${res.status}`);
  return readExport(res);
}

/** Requests per second of `url` with `concurrency` clients in a loop for `seconds` (the bench shares the CPU with the server). */
async function throughput(url: string, concurrency: number, seconds: number) {
  const until = Date.now() + seconds * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < until) {
        const res = await fetch(url);
        if (!res.ok) throw new Error(`${url} answered ${res.status}`);
        await res.arrayBuffer();
        done++;
      }
    }),
  );
  return Math.round(done / seconds);
}

/** Median time of `n` sequential GETs of `url` (the page rendered on the server each time). */
async function medianMs(url: string, n: number) {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    const res = await fetch(url);
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    await res.arrayBuffer();
    times.push(performance.now() - t);
  }
  times.sort((x, y) => x - y);
  return +times[Math.floor(n / 2)].toFixed(1);
}

async function run(heap: string, port: number) {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "hamsafar-bench-server-"));
  // The bench reads pages from one address: the per-address budget (docs/security.md) is off, as in hot-paths.ts.
  const env = { ...process.env, HAMSAFAR_JOBS: "off", SMS_SILENT: "1", ADDRESS_CONCURRENCY: "0" } as NodeJS.ProcessEnv;
  delete env.DATABASE_URL;
  // "default": whatever npm start does unset; "OLD/SEMI": both set ("0" = Node's own size for that one).
  const [old, semi] = heap === "default" ? [] : heap.split("/");
  if (old) env.SERVER_HEAP_MB = old;
  else delete env.SERVER_HEAP_MB;
  if (semi) env.SERVER_SEMI_SPACE_MB = semi;
  else delete env.SERVER_SEMI_SPACE_MB;
  const child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      "--conditions=react-server",
      "scripts/start.ts",
      "--data",
      dataDir,
      "--fresh",
      "--port",
      String(port),
    ],
    {
      env,
      stdio: ["ignore", "ignore", "inherit"],
      detached: true,
    },
  );
  try {
    await waitForServer(port, child, 20 * 60_000);
    const pid = serverPid(dataDir);
    if (!pid) throw new Error("next-server process not found");
    await new Promise((r) => setTimeout(r, 2000));
    const idleKb = statusKb(pid, "VmRSS");
    const steps: Record<string, ReturnType<typeof memMb>> = { idle: memMb(pid) };
    // One page render (the public home), then a page served 30 times in a row (time + RSS after).
    await (await fetch(`${base}/`)).arrayBuffer();
    await new Promise((r) => setTimeout(r, 1000));
    const afterPageKb = statusKb(pid, "VmRSS");
    const homeMedianMs = await medianMs(`${base}/`, 30);
    const tariffMedianMs = await medianMs(`${base}/tariff`, 30);
    const tourPageReqPerS = await throughput(`${base}/3/tour/1`, 8, 10);
    const afterPagesKb = statusKb(pid, "VmRSS");
    steps.afterPages = memMb(pid);
    const url = readFileSync(path.join(dataDir, "database-url"), "utf8").trim();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query<{ id: number }>(`select id from "User" where mobile = $1`, [LEADER_MOBILE]);
    const seedStart = Date.now();
    await seedBenchCheckouts(client, rows[0].id, ROWS);
    await client.end();
    const seedSeconds = (Date.now() - seedStart) / 1000;

    const login = await fetch(`${base}/api/Users/Login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(OPERATOR),
    });
    const { token } = (await login.json()) as { token: string };
    const auth = { authorization: `Bearer ${token}` };
    steps.afterLogin = memMb(pid);
    // Warm the route (first compile of its module) and settle, then take the baseline.
    await (await fetch(`${base}/api/operator/Checkouts?Page=1`, { headers: auth })).arrayBuffer();
    steps.afterList = memMb(pid);
    await (
      await fetch(`${base}/api/operator/Checkouts/excel?Start=2100-01-01T00:00:00Z`, { headers: auth })
    ).arrayBuffer();
    await new Promise((r) => setTimeout(r, 3000));
    steps.beforeExport = memMb(pid);
    const baselineKb = statusKb(pid, "VmRSS");
    let peakKb = baselineKb;
    const sampler = setInterval(() => (peakKb = Math.max(peakKb, statusKb(pid, "VmRSS"))), 100);
    const started = Date.now();
    const { bytes, complete } = await download(`${base}/api/operator/Checkouts/excel`, auth);
    const seconds = (Date.now() - started) / 1000;
    clearInterval(sampler);
    peakKb = Math.max(peakKb, statusKb(pid, "VmRSS"));
    await new Promise((r) => setTimeout(r, 3000));
    steps.afterExport = memMb(pid);

    // Stress (BENCH_PARALLEL=0 skips it): PARALLEL exports at once while 8 clients keep loading the tour page until they end.
    let stressPeakKb = statusKb(pid, "VmRSS");
    const stressSampler = setInterval(() => (stressPeakKb = Math.max(stressPeakKb, statusKb(pid, "VmRSS"))), 100);
    const stressStart = Date.now();
    let exportsRunning = PARALLEL > 0;
    const exports = Promise.all(
      Array.from({ length: PARALLEL }, () => download(`${base}/api/operator/Checkouts/excel`, auth)),
    ).finally(() => (exportsRunning = false));
    let pages = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (exportsRunning) {
          const page = await fetch(`${base}/3/tour/1`);
          if (!page.ok) throw new Error(`tour page answered ${page.status} during the exports`);
          await page.arrayBuffer();
          pages++;
        }
      }),
    );
    const parallel = await exports;
    const stressSeconds = (Date.now() - stressStart) / 1000;
    clearInterval(stressSampler);
    const stress = PARALLEL && {
      exports: PARALLEL,
      seconds: +stressSeconds.toFixed(1),
      allComplete: parallel.every((p) => p.complete),
      tourPageReqPerS: Math.round(pages / stressSeconds),
      serverPeakRssMb: mb(Math.max(stressPeakKb, statusKb(pid, "VmRSS"))),
    };
    return {
      heap,
      rows: ROWS,
      seconds: +seconds.toFixed(1),
      rowsPerSecond: Math.round(ROWS / seconds),
      megabytes: +(bytes / 1048576).toFixed(1),
      serverIdleRssMb: mb(idleKb),
      serverRssAfterOnePageMb: mb(afterPageKb),
      serverRssAfterPagesMb: mb(afterPagesKb),
      homeMedianMs,
      tariffMedianMs,
      tourPageReqPerS,
      serverRssBeforeMb: mb(baselineKb),
      serverPeakRssMb: mb(peakKb),
      exportAddedMb: mb(peakKb - baselineKb),
      zipComplete: complete,
      seedSeconds: +seedSeconds.toFixed(1),
      steps,
      stress,
      load: os.loadavg().map((l) => +l.toFixed(2)),
    };
  } finally {
    try {
      process.kill(-child.pid!, "SIGTERM");
    } catch {
      /* already gone */
    }
    await new Promise((r) => setTimeout(r, 3000));
    if (existsSync(dataDir)) rmSync(dataDir, { recursive: true, force: true });
  }
}

// One port per setting: a server still shutting down never answers for the next one.
for (const [i, heap] of HEAPS.entries()) console.log(JSON.stringify(await run(heap, PORT + i)));
process.exit(0);
