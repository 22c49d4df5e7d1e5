// A data folder of `npm run bench:scale` kept with BENCH_KEEP=1 (`pg/`, its embedded PostgreSQL cluster, and
// `database-url`), opened by the scripts that measure on it without a server (scale-jobs.ts, calendar-loader.ts): the
// URL of its running cluster when that answers, else the cluster started here.
import { existsSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { startEmbeddedPostgres, type EmbeddedDb } from "../lib/db/embedded";

async function reachable(url: string) {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** The machine's load averages (1, 5, 15 min), printed with every figure. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");

/**
 * `url`: a cluster already serving the folder (else its database-url); `start`: start the folder's own cluster even so
 * (a fresh seed); `durable: false` starts it without fsync (a seed). `db` is the started cluster, null when one answered.
 */
export async function openKeptDatabase(
  dataDir: string,
  options: { url?: string; start?: boolean; durable?: boolean } = {},
): Promise<{ url: string; db: EmbeddedDb | null }> {
  const urlFile = path.join(dataDir, "database-url");
  const known = options.url ?? (existsSync(urlFile) ? readFileSync(urlFile, "utf8").trim() : "");
  if (!options.start && known && (await reachable(known))) return { url: known, db: null };
  const db = await startEmbeddedPostgres({
    dir: path.join(dataDir, "pg"),
    quiet: true,
    durable: options.durable ?? true,
  });
  await db.createDatabase("hamsafar").catch(() => {}); // exists in a kept folder
  return { url: db.url("hamsafar"), db };
}
