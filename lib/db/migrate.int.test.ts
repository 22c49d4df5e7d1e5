import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createScratchDatabase, query } from "@/tests/helpers/databases";
import { migrate, MigrationChecksumError } from "./migrate";
import { diffSchemas } from "./schema-diff";

function migrationsDir(files: Record<string, string>) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "migrations-"));
  for (const [name, sql] of Object.entries(files)) {
    mkdirSync(path.join(dir, name));
    writeFileSync(path.join(dir, name, "migration.sql"), sql);
  }
  return dir;
}

describe("migration runner", () => {
  const cleanup: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const fn of cleanup) await fn();
  });

  it("applies pending migrations once, in order, and records them", async () => {
    const db = await createScratchDatabase("mig_once");
    cleanup.push(db.drop);
    const dir = migrationsDir({
      "20260101000000_a": "create table a (id int primary key);",
      "20260102000000_b": "insert into a values (1); create table b (id int);",
    });
    expect(await migrate(db.url, { dir })).toEqual(["20260101000000_a", "20260102000000_b"]);
    expect(await migrate(db.url, { dir })).toEqual([]);
    const rows = await query<{ migration_name: string; finished_at: Date | null }>(
      db.url,
      `select migration_name, finished_at from "_prisma_migrations" order by migration_name`,
    );
    expect(rows.map((r) => r.migration_name)).toEqual(["20260101000000_a", "20260102000000_b"]);
    expect(rows.every((r) => r.finished_at)).toBe(true);
    // applied once: the insert of migration b did not run twice
    expect(await query(db.url, "select * from a")).toHaveLength(1);

    rmSync(dir, { recursive: true, force: true });
  });

  it("applies each migration once when several runners start at once (instances deploying together)", async () => {
    const db = await createScratchDatabase("mig_many");
    cleanup.push(db.drop);
    // Not idempotent on purpose: a second run of any file fails (create table, insert into a primary key).
    const dir = migrationsDir({
      "20260101000000_a": "create table a (id int primary key); select pg_sleep(0.2);",
      "20260102000000_b": "insert into a values (1); create table b (id int);",
      "20260103000000_c": "insert into a values (2);",
    });
    const runs = await Promise.all(Array.from({ length: 4 }, () => migrate(db.url, { dir })));
    expect(runs.flat().sort()).toEqual(["20260101000000_a", "20260102000000_b", "20260103000000_c"]);
    expect(runs.filter((applied) => applied.length === 3)).toHaveLength(1); // one applied all, the others found none
    expect(await query(db.url, `select migration_name from "_prisma_migrations" order by 1`)).toHaveLength(3);
    expect(await query(db.url, `select id from a order by id`)).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it("refuses an applied migration whose file changed", async () => {
    const db = await createScratchDatabase("mig_changed");
    cleanup.push(db.drop);
    const dir = migrationsDir({ "20260101000000_a": "create table a (id int);" });
    await migrate(db.url, { dir });
    writeFileSync(path.join(dir, "20260101000000_a", "migration.sql"), "create table a (id bigint);");
    await expect(migrate(db.url, { dir })).rejects.toBeInstanceOf(MigrationChecksumError);
  });

  it("rolls back a failing migration and does not record it", async () => {
    const db = await createScratchDatabase("mig_fail");
    cleanup.push(db.drop);
    const dir = migrationsDir({ "20260101000000_bad": "create table t (id int); select no_such_function();" });
    await expect(migrate(db.url, { dir })).rejects.toThrow(/20260101000000_bad/);
    expect(await query(db.url, `select to_regclass('t') as t`)).toEqual([{ t: null }]);
    expect(await query(db.url, `select * from "_prisma_migrations"`)).toHaveLength(0);
  });
});

// The catalog of a database: what a schema is made of, compared as sorted text rows.
async function catalog(url: string) {
  const sets = await Promise.all([
    query(
      url,
      `select table_name, column_name, data_type, udt_name, is_nullable, column_default, character_maximum_length, numeric_precision, datetime_precision
                from information_schema.columns where table_schema = 'public' and table_name <> '_prisma_migrations'`,
    ),
    query(
      url,
      `select conrelid::regclass::text as tbl, conname, contype, pg_get_constraintdef(oid) as def
                from pg_constraint where connamespace = 'public'::regnamespace and conrelid::regclass::text <> '_prisma_migrations' and conrelid <> 0
                  and contype <> 't'`,
    ), // constraint triggers (the passenger book's) are a migration's SQL, not something schema.prisma describes
    query(
      url,
      `select tablename, indexname, indexdef from pg_indexes where schemaname = 'public' and tablename <> '_prisma_migrations'`,
    ),
    query(
      url,
      `select t.typname, array_agg(e.enumlabel order by e.enumsortorder) as labels
                from pg_type t join pg_enum e on e.enumtypid = t.oid join pg_namespace n on n.oid = t.typnamespace
                where n.nspname = 'public' group by t.typname`,
    ),
  ]);
  return sets.map((rows) => rows.map((r) => JSON.stringify(r)).sort());
}

describe("migrations and schema.prisma", () => {
  let fromMigrations: { url: string; drop: () => Promise<void> };
  let fromSchema: { url: string; drop: () => Promise<void> };
  beforeAll(async () => {
    fromMigrations = await createScratchDatabase("mig_full");
    fromSchema = await createScratchDatabase("schema_full");
  });
  afterAll(async () => {
    await fromMigrations.drop();
    await fromSchema.drop();
  });

  it("produce exactly the schema that schema.prisma describes", async () => {
    await migrate(fromMigrations.url);
    const sql = await diffSchemas(fromSchema.url, null, readFileSync("prisma/schema.prisma", "utf8"));
    expect(sql).toMatch(/CREATE TABLE/);
    await query(fromSchema.url, sql);
    const [a, b] = await Promise.all([catalog(fromMigrations.url), catalog(fromSchema.url)]);
    expect(a[0].length).toBeGreaterThan(10);
    expect(a).toEqual(b);
  });
});
