// One PostgreSQL for the whole run: the embedded one in a fresh folder, or DATABASE_URL's server.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startEmbeddedPostgres } from "../../lib/db/embedded";

declare module "vitest" {
  export interface ProvidedContext {
    dbAdminUrl: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide("dbAdminUrl", process.env.DATABASE_URL);
    return;
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), "hamsafar-test-"));
  // A throwaway cluster: durability off for speed (npm start keeps it on); HAMSAFAR_TEST_DURABLE=1
  // runs the tests on a durable one (docs/benchmarks.md measures the difference).
  const db = await startEmbeddedPostgres({
    dir: path.join(dir, "pg"),
    quiet: true,
    durable: process.env.HAMSAFAR_TEST_DURABLE === "1",
  });
  project.provide("dbAdminUrl", db.url("postgres"));
  return async () => {
    await db.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
