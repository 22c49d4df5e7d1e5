// `npm run backup` / `npm run restore` (scripts/backup.ts): the database and the uploads streamed into
// one .tar.gz and back, through a fixed amount of memory whatever the size of the data.
//
// The archive is a plain tar.gz that describes itself:
//   manifest.json                      format, version, the schema's migrations, and every table in
//                                      restore order (a table after those its foreign keys point to)
//                                      with the columns copied
//   tables/0007-Passenger/000001.copy  the table's rows in PostgreSQL's COPY text format, cut into
//                                      parts of at most 8 MB (a tar entry needs its size up front)
//   uploads/<path>                     the files of the uploads folder
// Every table is read with COPY ... TO STDOUT inside ONE repeatable-read, read-only transaction (one
// consistent view of the database; pg_dump may be older than the embedded server, so it is not used).
// Restoring runs the migrations on an empty database first (the archive's must be this code's), then
// COPY ... FROM STDIN per table in the manifest's order in one transaction with triggers off (foreign
// keys included), then moves every id sequence past its highest id. The pg-boss queue (schema pgboss)
// is not part of it: it is recreated on start.
import { once } from "node:events";
import { createReadStream, createWriteStream, existsSync, mkdirSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { Readable, Writable } from "node:stream";
import { createGunzip, createGzip } from "node:zlib";
import pg from "pg";
import { from as copyFrom, to as copyTo } from "pg-copy-streams";
import tar from "tar-stream";
import { TarWriter } from "./tar-writer";

export const BACKUP_FORMAT = "hamsafar-backup";
export const BACKUP_VERSION = 2;
/** A table's rows go into the archive in parts of at most this size: the most a backup holds at once. */
export const PART_BYTES = 8 * 1024 * 1024;
const MIGRATIONS = "_prisma_migrations";

export interface BackupTable {
  name: string;
  columns: string[];
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  createdAt: string;
  /** The applied migrations, oldest first; the last one is the schema version. */
  migrations: string[];
  schemaVersion: string | null;
  /** In restore order. */
  tables: BackupTable[];
}

export interface BackupSummary {
  tables: number;
  rows: number;
  files: number;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
const partName = (index: number, table: string, part: number) =>
  `tables/${String(index).padStart(4, "0")}-${table}/${String(part).padStart(6, "0")}.copy`;
const PART = /^tables\/(\d{4})-([^/]+)\/(\d{6})\.copy$/;

async function appliedMigrations(client: pg.Client): Promise<string[]> {
  const exists = await client.query(`select 1 from pg_tables where schemaname = 'public' and tablename = $1`, [
    MIGRATIONS,
  ]);
  if (!exists.rowCount) return [];
  const rows = await client.query<{ migration_name: string }>(
    `select migration_name from ${MIGRATIONS} where finished_at is not null and rolled_back_at is null order by migration_name`,
  );
  return rows.rows.map((r) => r.migration_name);
}

/** The public tables, each after the tables its foreign keys point to (a cycle, if any, in name order). */
async function tablesInRestoreOrder(client: pg.Client): Promise<BackupTable[]> {
  const names = (
    await client.query<{ name: string }>(
      `select tablename as name from pg_tables where schemaname = 'public' and tablename <> $1 order by tablename`,
      [MIGRATIONS],
    )
  ).rows.map((r) => r.name);
  const edges = (
    await client.query<{ child: string; parent: string }>(`
      select child.relname as child, parent.relname as parent
      from pg_constraint c
      join pg_class child on child.oid = c.conrelid
      join pg_class parent on parent.oid = c.confrelid
      join pg_namespace n on n.oid = child.relnamespace
      where c.contype = 'f' and n.nspname = 'public' and child.relname <> parent.relname`)
  ).rows;
  const needs = new Map(names.map((name) => [name, new Set<string>()]));
  for (const { child, parent } of edges) if (needs.has(child) && needs.has(parent)) needs.get(child)!.add(parent);
  const order: string[] = [];
  const placed = new Set<string>();
  while (order.length < names.length) {
    const ready = names.filter(
      (name) => !placed.has(name) && [...needs.get(name)!].every((parent) => placed.has(parent)),
    );
    // A cycle of foreign keys: the first table left goes next (restore runs with triggers off anyway).
    const next = ready.length ? ready : [names.find((name) => !placed.has(name))!];
    for (const name of next) {
      order.push(name);
      placed.add(name);
    }
  }
  const tables: BackupTable[] = [];
  for (const name of order) {
    const columns = await client.query<{ name: string }>(
      `select attname as name from pg_attribute where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = '' order by attnum`,
      [quote(name)],
    );
    tables.push({ name, columns: columns.rows.map((c) => c.name) });
  }
  return tables;
}

function* walk(dir: string, prefix = ""): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* walk(path.join(dir, entry.name), relative);
    else if (entry.isFile()) yield relative;
  }
}

const countRows = (chunk: Buffer) => {
  let rows = 0;
  for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) rows++;
  return rows;
};

/** Writes the archive of the database at `url` and the files under `uploadsDir` (if any) into `out`. */
export async function writeBackup(url: string, uploadsDir: string | null, out: Writable): Promise<BackupSummary> {
  const gzip = createGzip({ level: 6 });
  const written = pipeline(gzip, out);
  const archive = new TarWriter(gzip);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const summary: BackupSummary = { tables: 0, rows: 0, files: 0 };
  try {
    await client.query("begin isolation level repeatable read read only");
    const migrations = await appliedMigrations(client);
    const tables = await tablesInRestoreOrder(client);
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      migrations,
      schemaVersion: migrations.at(-1) ?? null,
      tables,
    };
    await archive.file("manifest.json", Buffer.from(JSON.stringify(manifest, null, 2)));
    for (const [index, table] of tables.entries()) {
      const rows = client.query(copyTo(`copy ${quote(table.name)} (${table.columns.map(quote).join(", ")}) to stdout`));
      let part = 0;
      let chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of rows as AsyncIterable<Buffer>) {
        chunks.push(chunk);
        size += chunk.length;
        summary.rows += countRows(chunk);
        if (size >= PART_BYTES) {
          await archive.file(partName(index, table.name, ++part), Buffer.concat(chunks, size));
          chunks = [];
          size = 0;
        }
      }
      // Every table has at least one part, empty or not: the restore sees each table of the manifest.
      if (size || !part) await archive.file(partName(index, table.name, ++part), Buffer.concat(chunks, size));
      summary.tables++;
    }
    await client.query("commit");
  } finally {
    await client.end();
  }
  if (uploadsDir && existsSync(uploadsDir)) {
    for (const relative of walk(uploadsDir)) {
      const file = path.join(uploadsDir, relative);
      const { size, mtimeMs } = statSync(file);
      await archive.stream(`uploads/${relative}`, size, createReadStream(file), mtimeMs);
      summary.files++;
    }
  }
  await archive.finish();
  await written;
  return summary;
}

async function text(entry: AsyncIterable<Buffer>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of entry) chunks.push(chunk);
  return Buffer.concat(chunks).toString("utf8");
}

function checkManifest(manifest: BackupManifest, applied: string[]) {
  if (manifest.format !== BACKUP_FORMAT || manifest.version !== BACKUP_VERSION)
    throw new Error(
      `not a Hamsafar backup of version ${BACKUP_VERSION} (manifest.json says ${manifest.format} ${manifest.version})`,
    );
  if (manifest.migrations.join("\n") !== applied.join("\n")) {
    throw new Error(
      `the backup was taken at another schema version (backup: ${manifest.schemaVersion ?? "none"}, this code: ${applied.at(-1) ?? "none"})`,
    );
  }
}

/** A path inside the uploads folder, or an error for one that would leave it. */
function uploadTarget(uploadsDir: string, name: string): string {
  const relative = name.slice("uploads/".length);
  const target = path.resolve(uploadsDir, relative);
  if (!relative || path.isAbsolute(relative) || !target.startsWith(path.resolve(uploadsDir) + path.sep))
    throw new Error(`refusing the archive entry ${name}: outside the uploads folder`);
  return target;
}

/**
 * Loads an archive of writeBackup into the migrated, empty database at `url` (whose migrations must
 * be the archive's) and its files into `uploadsDir`.
 */
export async function readBackup(url: string, uploadsDir: string, input: Readable): Promise<BackupSummary> {
  const extract = tar.extract();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const summary: BackupSummary = { tables: 0, rows: 0, files: 0 };
  let manifest: BackupManifest | null = null;
  // The COPY FROM of the table whose parts are arriving.
  const open: { copy: { index: number; stream: Writable } | null } = { copy: null };
  const endCopy = async () => {
    const stream = open.copy?.stream;
    open.copy = null;
    if (!stream) return;
    stream.end();
    await once(stream, "finish");
  };
  try {
    await client.query("begin");
    // Rows arrive table by table; foreign keys and triggers are the source's, already checked there.
    await client.query("set local session_replication_role = replica");
    // tar-stream's extract is a streamx stream: fed with pipe() (not stream.pipeline), and only once
    // its reader is listening (an entry that arrives before is lost and the stream waits for it).
    const entries = extract[Symbol.asyncIterator]();
    const gunzip = createGunzip();
    const failed = (error: Error) => extract.destroy(error);
    input.on("error", failed);
    gunzip.on("error", failed);
    input.pipe(gunzip).pipe(extract);
    for await (const entry of { [Symbol.asyncIterator]: () => entries }) {
      const name = entry.header.name;
      const part = PART.exec(name);
      if (name === "manifest.json") {
        manifest = JSON.parse(await text(entry as AsyncIterable<Buffer>)) as BackupManifest;
        checkManifest(manifest, await appliedMigrations(client));
      } else if (!manifest) {
        throw new Error(`not a Hamsafar backup: ${name} comes before manifest.json`);
      } else if (part) {
        const index = Number(part[1]);
        const table = manifest.tables[index];
        if (!table || table.name !== part[2])
          throw new Error(`the archive entry ${name} names no table of its manifest`);
        if (open.copy?.index !== index) {
          await endCopy();
          await client.query(`delete from ${quote(table.name)}`);
          open.copy = {
            index,
            stream: client.query(
              copyFrom(`copy ${quote(table.name)} (${table.columns.map(quote).join(", ")}) from stdin`),
            ),
          };
          summary.tables++;
        }
        const { stream } = open.copy;
        for await (const chunk of entry as AsyncIterable<Buffer>) {
          summary.rows += countRows(chunk);
          if (!stream.write(chunk)) await once(stream, "drain");
        }
      } else if (name.startsWith("uploads/")) {
        await endCopy();
        const target = uploadTarget(uploadsDir, name);
        mkdirSync(path.dirname(target), { recursive: true });
        await pipeline(entry, createWriteStream(target));
        summary.files++;
      } else {
        entry.resume();
      }
    }
    await endCopy();
    if (!manifest) throw new Error("not a Hamsafar backup: no manifest.json");
    for (const table of manifest.tables) {
      const serials = await client.query<{ column_name: string; seq: string }>(
        `select column_name, pg_get_serial_sequence($1, column_name) as seq from information_schema.columns where table_schema = 'public' and table_name = $2 and pg_get_serial_sequence($1, column_name) is not null`,
        [quote(table.name), table.name],
      );
      for (const { column_name, seq } of serials.rows) {
        await client.query(
          `select setval($1, coalesce((select max(${quote(column_name)}) from ${quote(table.name)}), 0) + 1, false)`,
          [seq],
        );
      }
    }
    await client.query("commit");
    return summary;
  } catch (error) {
    await client.query("rollback").catch(() => {});
    input.destroy();
    extract.destroy();
    throw error;
  } finally {
    await client.end();
  }
}
