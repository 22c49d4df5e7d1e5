// Each test worker gets its own database, created and migrated by the project's runner once,
// then seeded with the reference data; tests make their own users and data with unique values.
import pg from "pg";
import { inject } from "vitest";
import { migrate } from "../../lib/db/migrate";
import { seedReferenceData } from "../../lib/reference/seed-reference";
// Tests call payment functions directly (not only through routes): install the bill purposes.
import "../../lib/wiring/bill-purposes";

const g = globalThis as { __hamsafarDbReady?: Promise<void> };

async function prepare() {
  const admin = new URL(inject("dbAdminUrl"));
  const name = `hamsafar_test_${process.env.VITEST_POOL_ID ?? process.env.VITEST_WORKER_ID ?? "0"}`;
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const exists = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (!exists.rowCount) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
  const url = new URL(admin.toString());
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  await migrate(url.toString());
  await seedReferenceData();
}

g.__hamsafarDbReady ??= prepare();
await g.__hamsafarDbReady;
