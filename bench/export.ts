// `npm run bench:export`: the operator's checkout export over 1,000,000 rows on this machine.
// Starts an embedded PostgreSQL in a temporary folder, migrates it, writes one user and N
// checkouts (BENCH_ROWS, default 1,000,000) with generate_series, then runs the same function the
// route GET /api/operator/Checkouts/excel answers with (lib/wallet/export-checkouts.ts) and reads
// its streamed .xlsx to the end as a client would, measuring the time to the last byte, the bytes,
// and the process's peak resident memory (sampled every 100 ms, and the kernel's VmHWM). Prints the
// figures as JSON; they go to bench/results/xlsx-export.md by hand, beside the real
// server's (export-server.ts), so a run never overwrites that section.
import { readFileSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { readExport, seedBenchCheckouts } from "./seed-checkouts";
import { startEmbeddedPostgres } from "../lib/db/embedded";
import { migrate } from "../lib/db/migrate";

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
const vmHwm = () => {
  try {
    const line = readFileSync("/proc/self/status", "utf8")
      .split("\n")
      .find((l) => l.startsWith("VmHWM:"));
    return line ? Number(line.replace(/\D+/g, "")) * 1024 : 0;
  } catch {
    return 0;
  }
};

const tmp = mkdtempSync(path.join(os.tmpdir(), "hamsafar-bench-export-"));
const db = await startEmbeddedPostgres({ dir: path.join(tmp, "pg"), quiet: true });
try {
  const url = db.url();
  await migrate(url, { log: () => undefined });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const seedStart = Date.now();
  const { rows } = await client.query<{ id: number }>(
    `insert into "User" (mobile, "passwordHash", role, "firstName", "lastName", "isConfirmed", "updatedAt") values ('09350000000', 'x', 'Leader', 'برگزارکننده', 'آزمون', true, now()) returning id`,
  );
  await seedBenchCheckouts(client, rows[0].id, ROWS);
  await client.end();
  const seedMs = Date.now() - seedStart;

  process.env.DATABASE_URL = url;
  const { exportCheckouts } = await import("../lib/wallet/export-checkouts");
  global.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  let atPeak = process.memoryUsage();
  const trace: string[] = [];
  let tick = 0;
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    if (m.rss > peak) {
      peak = m.rss;
      atPeak = m;
    }
    if (process.env.BENCH_TRACE && ++tick % 20 === 0)
      trace.push(
        `${(tick / 10).toFixed(0)}s rss ${mb(m.rss)} heapTotal ${mb(m.heapTotal)} heapUsed ${mb(m.heapUsed)} external ${mb(m.external)} arrayBuffers ${mb(m.arrayBuffers)}`,
      );
  }, 100);
  const started = Date.now();
  const { bytes, complete } = await readExport(exportCheckouts({}));
  const ms = Date.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);

  const figures = {
    rows: ROWS,
    seconds: +(ms / 1000).toFixed(1),
    rowsPerSecond: Math.round(ROWS / (ms / 1000)),
    megabytes: +(bytes / 1024 / 1024).toFixed(1),
    baselineRssMb: mb(baseline),
    peakRssMb: mb(peak),
    vmHwmMb: mb(vmHwm()),
    zipComplete: complete,
    atPeakMb: {
      heapTotal: mb(atPeak.heapTotal),
      heapUsed: mb(atPeak.heapUsed),
      external: mb(atPeak.external),
      arrayBuffers: mb(atPeak.arrayBuffers),
    },
    seedSeconds: +(seedMs / 1000).toFixed(1),
    cpus: os.cpus().length,
    node: process.version,
  };
  console.log(JSON.stringify(figures, null, 2));
  if (trace.length) console.log(trace.join("\n"));
} finally {
  await db.stop();
  rmSync(tmp, { recursive: true, force: true });
}
process.exit(0);
