// `npm run migrate` and the artefact's `node migrate.mjs` (this file, bundled by scripts/build-artefact.ts):
// applies the pending migrations of prisma/migrations, then the reference data every database needs
// (provinces, cities, the tour lists: lib/reference/seed-reference.ts, idempotent), and exits. Safe from several instances at once
// (lib/db/migrate.ts holds a PostgreSQL advisory lock: one applies, the others wait, then find nothing
// pending). Uses DATABASE_URL; without it (one machine) the data folder's embedded cluster, started for
// the run if it is not running. Exit 0 when the schema is current, 1 (with the reason) otherwise.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { migrate } from "../lib/db/migrate";

// In a checkout this file is scripts/migrate.ts; in the artefact it is migrate.mjs at its root.
const here = import.meta.dirname;
const migrationsDir = [path.join(here, "prisma/migrations"), path.join(here, "../prisma/migrations")].find((dir) =>
  existsSync(dir),
);
const log = (message: string) => console.log(`[hamsafar] ${message}`);

async function databaseUrl(): Promise<{ url: string; stop?: () => Promise<void> }> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL };
  const dataDir = path.resolve(process.env.HAMSAFAR_DATA_DIR ?? ".data");
  const urlFile = path.join(dataDir, "database-url");
  if (existsSync(urlFile) && existsSync(path.join(dataDir, "pg", "postmaster.pid")))
    return { url: readFileSync(urlFile, "utf8").trim() };
  const { startEmbeddedPostgres } = await import("../lib/db/embedded");
  const db = await startEmbeddedPostgres({ dir: path.join(dataDir, "pg"), quiet: true });
  await db.createDatabase("hamsafar");
  return { url: db.url("hamsafar"), stop: db.stop };
}

async function main() {
  if (!migrationsDir) throw new Error("prisma/migrations was not found next to this script");
  const { url, stop } = await databaseUrl();
  try {
    const applied = await migrate(url, { dir: migrationsDir, log });
    log(applied.length ? `${applied.length} migration(s) applied` : "database schema is up to date");
    process.env.DATABASE_URL = url;
    const { seedReferenceData } = await import("../lib/reference/seed-reference");
    await seedReferenceData();
    log("reference data present");
  } finally {
    await stop?.();
  }
}

main().then(
  () => process.exit(0), // the database client's pool would keep the process alive
  (error) => {
    console.error(`[hamsafar] migrate failed: ${(error as Error).message}`);
    process.exit(1);
  },
);
