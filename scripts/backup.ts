// `npm run backup [-- --data <dir>] [-- --out <file>]`: one file (.tar.gz) with a consistent snapshot
// of the database and then the uploads folder, streamed (lib/db/stream-backup.ts: COPY per table in
// one repeatable-read transaction, a self-describing archive).
// `npm run restore FILE [-- --data <dir>]`: into an empty data folder: starts a fresh durable embedded
// PostgreSQL there, migrates, streams the rows and the uploads back, stops.
// Uses DATABASE_URL when set; else the embedded cluster of the data folder (started if not running).
// Each run ends with its time and the process's peak RSS (docs/benchmarks.md, "Backup and restore").
import { createReadStream, createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { startEmbeddedPostgres } from "../lib/db/embedded";
import { migrate } from "../lib/db/migrate";
import { readBackup, writeBackup, type BackupSummary } from "../lib/db/stream-backup";

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const dataDir = path.resolve(option("--data") ?? process.env.HAMSAFAR_DATA_DIR ?? ".data");
const started = Date.now();
const report = (summary: BackupSummary) =>
  `${summary.tables} tables, ${summary.rows} rows, ${summary.files} upload files; ${((Date.now() - started) / 1000).toFixed(1)} s, peak RSS ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`;

async function databaseUrl(): Promise<{ url: string; stop?: () => Promise<void> }> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL };
  const urlFile = path.join(dataDir, "database-url");
  const pidFile = path.join(dataDir, "pg", "postmaster.pid");
  if (existsSync(urlFile) && existsSync(pidFile)) return { url: readFileSync(urlFile, "utf8").trim() };
  const db = await startEmbeddedPostgres({ dir: path.join(dataDir, "pg"), quiet: true });
  return { url: db.url("hamsafar"), stop: db.stop };
}

async function backup() {
  const out = path.resolve(
    option("--out") ?? `hamsafar-backup-${new Date().toISOString().replace(/[:.]/g, "-")}.tar.gz`,
  );
  const { url, stop } = await databaseUrl();
  try {
    const summary = await writeBackup(url, path.join(dataDir, "uploads"), createWriteStream(out));
    console.log(`[backup] ${out}: ${report(summary)}`);
  } catch (error) {
    rmSync(out, { force: true });
    throw error;
  } finally {
    await stop?.();
  }
}

async function restore(file: string) {
  if (!file || !existsSync(file))
    throw new Error(`no backup file ${JSON.stringify(file)}: npm run restore FILE [-- --data <dir>]`);
  if (existsSync(path.join(dataDir, "pg")) && readdirSync(path.join(dataDir, "pg")).length)
    throw new Error(`${dataDir} already holds a database: restore only into an empty data folder`);
  mkdirSync(dataDir, { recursive: true });
  const db = await startEmbeddedPostgres({ dir: path.join(dataDir, "pg"), quiet: true });
  let summary: BackupSummary;
  try {
    await db.createDatabase("hamsafar");
    await migrate(db.url("hamsafar"));
    summary = await readBackup(db.url("hamsafar"), path.join(dataDir, "uploads"), createReadStream(path.resolve(file)));
  } finally {
    await db.stop();
  }
  console.log(`[restore] ${file} restored into ${dataDir}: ${report(summary)}`);
}

const command = args[0];
(command === "restore"
  ? restore(args.find((a, i) => i > 0 && !a.startsWith("--") && args[i - 1] !== "--data") ?? "")
  : backup()
).catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
