// `npm run backup [-- --data <dir>] [-- --out <file>]`: one file (.tar.gz) with a consistent snapshot
// of the database (lib/db/snapshot.ts: one repeatable-read transaction) and then the uploads folder.
// `npm run restore FILE [-- --data <dir>]`: into an empty data folder: starts a fresh durable embedded
// PostgreSQL there, migrates, loads the rows, puts the uploads back, stops.
// Uses DATABASE_URL when set; else the embedded cluster of the data folder (started if not running).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, cpSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startEmbeddedPostgres } from "../lib/db/embedded";
import { migrate } from "../lib/db/migrate";
import { loadSnapshot, takeSnapshot, type Snapshot } from "../lib/db/snapshot";

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const dataDir = path.resolve(option("--data") ?? process.env.HAMSAFAR_DATA_DIR ?? ".data");
const tar = (...a: string[]) => {
  const r = spawnSync("tar", a, { stdio: "inherit" });
  if (r.status !== 0) throw new Error(`tar ${a.join(" ")} failed`);
};

async function databaseUrl(): Promise<{ url: string; stop?: () => Promise<void> }> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL };
  const urlFile = path.join(dataDir, "database-url");
  const pidFile = path.join(dataDir, "pg", "postmaster.pid");
  if (existsSync(urlFile) && existsSync(pidFile)) return { url: readFileSync(urlFile, "utf8").trim() };
  const db = await startEmbeddedPostgres({ dir: path.join(dataDir, "pg"), quiet: true });
  return { url: db.url("hamsafar"), stop: db.stop };
}

async function backup() {
  const out = path.resolve(option("--out") ?? `hamsafar-backup-${new Date().toISOString().replace(/[:.]/g, "-")}.tar.gz`);
  const { url, stop } = await databaseUrl();
  const work = mkdtempSync(path.join(os.tmpdir(), "hamsafar-backup-"));
  try {
    const snapshot = await takeSnapshot(url);
    writeFileSync(path.join(work, "database.json"), JSON.stringify(snapshot));
    const uploads = path.join(dataDir, "uploads");
    if (existsSync(uploads)) cpSync(uploads, path.join(work, "uploads"), { recursive: true });
    tar("-czf", out, "-C", work, ".");
    const rows = Object.values(snapshot.tables).reduce((n, t) => n + t.length, 0);
    console.log(`[backup] ${out}: ${Object.keys(snapshot.tables).length} tables, ${rows} rows, uploads ${existsSync(uploads) ? "included" : "none"}`);
  } finally {
    rmSync(work, { recursive: true, force: true });
    await stop?.();
  }
}

async function restore(file: string) {
  if (existsSync(path.join(dataDir, "pg")) && readdirSync(path.join(dataDir, "pg")).length) throw new Error(`${dataDir} already holds a database: restore only into an empty data folder`);
  const work = mkdtempSync(path.join(os.tmpdir(), "hamsafar-restore-"));
  try {
    tar("-xzf", path.resolve(file), "-C", work);
    const snapshot = JSON.parse(readFileSync(path.join(work, "database.json"), "utf8")) as Snapshot;
    mkdirSync(dataDir, { recursive: true });
    const db = await startEmbeddedPostgres({ dir: path.join(dataDir, "pg"), quiet: true });
    try {
      await db.createDatabase("hamsafar");
      await migrate(db.url("hamsafar"));
      await loadSnapshot(db.url("hamsafar"), snapshot);
    } finally {
      await db.stop();
    }
    if (existsSync(path.join(work, "uploads"))) cpSync(path.join(work, "uploads"), path.join(dataDir, "uploads"), { recursive: true });
    console.log(`[restore] ${file} restored into ${dataDir}`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

const command = args[0];
(command === "restore" ? restore(args.find((a, i) => i > 0 && !a.startsWith("--") && args[i - 1] !== "--data") ?? "") : backup()).catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
