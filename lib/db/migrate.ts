// Applies prisma/migrations/<timestamp>_<name>/migration.sql in order, once each, recording them
// in a `_prisma_migrations` table shaped like the one `prisma migrate deploy` keeps, so either tool
// can take over. An applied migration whose file changed afterwards is refused.
import { createHash, randomUUID } from "node:crypto";
import { ADVISORY_LOCKS } from "./advisory-locks";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";

export const DEFAULT_MIGRATIONS_DIR = path.resolve(process.cwd(), "prisma/migrations");

const CREATE_TABLE = `
create table if not exists "_prisma_migrations" (
  "id" varchar(36) primary key not null,
  "checksum" varchar(64) not null,
  "finished_at" timestamptz,
  "migration_name" varchar(255) not null,
  "logs" text,
  "rolled_back_at" timestamptz,
  "started_at" timestamptz not null default now(),
  "applied_steps_count" integer not null default 0
)`;

// Any constant works: it serialises concurrent runners (several app instances starting at once).
const LOCK_KEY = ADVISORY_LOCKS.migrations;

export interface MigrationFile {
  name: string;
  sql: string;
  checksum: string;
}

export function readMigrations(dir = DEFAULT_MIGRATIONS_DIR): MigrationFile[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(path.join(dir, d.name, "migration.sql")))
    .map((d) => d.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    });
}

export class MigrationChecksumError extends Error {}

export async function migrate(databaseUrl: string, options: { dir?: string; log?: (m: string) => void } = {}) {
  const log = options.log ?? (() => {});
  const migrations = readMigrations(options.dir);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const applied: string[] = [];
  try {
    await client.query("select pg_advisory_lock($1)", [LOCK_KEY]);
    await client.query(CREATE_TABLE);
    const { rows } = await client.query<{ migration_name: string; checksum: string }>(
      `select migration_name, checksum from "_prisma_migrations" where rolled_back_at is null and finished_at is not null`,
    );
    const done = new Map(rows.map((r) => [r.migration_name, r.checksum]));
    for (const m of migrations) {
      const previous = done.get(m.name);
      if (previous !== undefined) {
        if (previous !== m.checksum) {
          throw new MigrationChecksumError(`migration ${m.name} was changed after it was applied`);
        }
        continue;
      }
      await client.query("begin");
      try {
        await client.query(m.sql);
        await client.query(
          `insert into "_prisma_migrations" (id, checksum, migration_name, started_at, finished_at, applied_steps_count)
           values ($1, $2, $3, now(), now(), 1)`,
          [randomUUID(), m.checksum, m.name],
        );
        await client.query("commit");
      } catch (error) {
        await client.query("rollback");
        throw new Error(`migration ${m.name} failed: ${(error as Error).message}`);
      }
      applied.push(m.name);
      log(`applied migration ${m.name}`);
    }
  } finally {
    await client.query("select pg_advisory_unlock($1)", [LOCK_KEY]).catch(() => {});
    await client.end();
  }
  return applied;
}
