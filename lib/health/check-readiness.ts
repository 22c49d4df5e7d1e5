import "server-only";
// GET /api/ready: the database answers within a bound and has every migration this build ships
// (prisma/migrations) applied; otherwise 503 with the reason, so a load balancer keeps traffic away
// from an instance that would fail. The names of the shipped migrations are read once per process.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { prisma } from "@/lib/db/client";
import { ApiError } from "@/lib/http/errors";
import { HEALTH_MESSAGES } from "./messages";

/** The database must answer within this time, or the instance is not ready. */
const DATABASE_TIMEOUT_MS = 3_000;

let shipped: string[] | undefined;
function shippedMigrations(dir?: string): string[] {
  // The folder the migration runner reads (lib/db/migrate.ts), named here so the build traces only it.
  if (!dir) return (shipped ??= migrationNames(path.join(process.cwd(), "prisma", "migrations")));
  return migrationNames(/*turbopackIgnore: true*/ dir);
}

function migrationNames(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, "migration.sql")))
    .map((entry) => entry.name)
    .sort();
}

async function appliedMigrations(): Promise<string[]> {
  const rows = await prisma.$queryRaw<
    { migration_name: string }[]
  >`select migration_name from "_prisma_migrations" where finished_at is not null and rolled_back_at is null`;
  return rows.map((row) => row.migration_name);
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export interface ReadinessSources {
  /** The applied migrations' names (default: the app's database). */
  applied?: () => Promise<string[]>;
  /** The folder of the migrations this build ships (default: prisma/migrations). */
  migrationsDir?: string;
}

export async function checkReadiness(sources: ReadinessSources = {}): Promise<{ status: "ready"; migrations: number }> {
  let applied: Set<string>;
  try {
    applied = new Set(await withTimeout((sources.applied ?? appliedMigrations)(), DATABASE_TIMEOUT_MS));
  } catch (error) {
    console.error("[ready] the database did not answer", error instanceof Error ? error.message : error);
    throw new ApiError(503, [HEALTH_MESSAGES.databaseDown], "not_ready");
  }
  const expected = shippedMigrations(sources.migrationsDir);
  const pending = expected.filter((name) => !applied.has(name));
  if (pending.length) throw new ApiError(503, [HEALTH_MESSAGES.migrationsPending(pending.length)], "not_ready");
  return { status: "ready", migrations: expected.length };
}
