// Writes prisma/migrations/<timestamp>_<name>/migration.sql: the SQL from the schema as of the last
// migration (kept in prisma/migrations/.last-schema.prisma) to the current prisma/schema.prisma.
// Usage: npm run db:migration -- <name>
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startEmbeddedPostgres } from "../lib/db/embedded";
import { diffSchemas } from "../lib/db/schema-diff";

const name = (process.argv[2] ?? "").replace(/[^a-z0-9_]/gi, "_");
if (!name) {
  console.error("usage: npm run db:migration -- <name>");
  process.exit(1);
}
const migrationsDir = path.resolve("prisma/migrations");
const snapshotPath = path.join(migrationsDir, ".last-schema.prisma");
const schema = readFileSync("prisma/schema.prisma", "utf8");
const previous = existsSync(snapshotPath) ? readFileSync(snapshotPath, "utf8") : null;

const tmp = mkdtempSync(path.join(os.tmpdir(), "hamsafar-diff-"));
const db = process.env.DATABASE_URL
  ? null
  : await startEmbeddedPostgres({ dir: path.join(tmp, "pg"), quiet: true, durable: false });
try {
  const sql = await diffSchemas(process.env.DATABASE_URL ?? db!.url(), previous, schema);
  if (!sql.trim() || /^-- This is an empty migration/.test(sql.trim())) {
    console.log("schema unchanged: no migration written");
  } else {
    const stamp = new Date().toISOString().replace(/[-:T]/g, "").slice(0, 14);
    const dir = path.join(migrationsDir, `${stamp}_${name}`);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, "migration.sql"), sql);
    writeFileSync(snapshotPath, schema);
    if (!existsSync(path.join(migrationsDir, "migration_lock.toml"))) {
      writeFileSync(path.join(migrationsDir, "migration_lock.toml"), 'provider = "postgresql"\n');
    }
    console.log(`wrote ${path.relative(process.cwd(), dir)}/migration.sql`);
  }
} finally {
  await db?.stop();
  rmSync(tmp, { recursive: true, force: true });
}
