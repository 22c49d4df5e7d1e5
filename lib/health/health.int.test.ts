// GET /api/health and GET /api/ready through the route wrapper (tests/helpers/api.ts checks each
// answer against its contract): ready is 503 with a Persian error while a migration of this build is
// not applied or the database does not answer, and 200 again once it is.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "@/lib/db/embedded";
import { DEFAULT_MIGRATIONS_DIR, readMigrations } from "@/lib/db/migrate";
import { ApiError } from "@/lib/http/errors";
import { api } from "@/tests/helpers/api";
import { checkReadiness } from "./check-readiness";

async function sql(text: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return await client.query(text, params);
  } finally {
    await client.end();
  }
}

const work = mkdtempSync(path.join(os.tmpdir(), "hamsafar-ready-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("health and readiness", () => {
  it("health answers without asking the database", async () => {
    const res = await api("GET", "/api/Health");
    expect(res.status).toBe(200);
    expect(res.body.status).toBe("ok");
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("ready answers 200 with every migration applied, 503 while one is missing", async () => {
    const ready = await api("GET", "/api/ready");
    expect(ready.status, JSON.stringify(ready.body)).toBe(200);
    expect(ready.body).toEqual({ status: "ready", migrations: readMigrations(DEFAULT_MIGRATIONS_DIR).length });

    // The newest migration disappears from the applied list, as on a database an older build migrated.
    const latest = readMigrations(DEFAULT_MIGRATIONS_DIR).at(-1)!.name;
    await sql(
      `update "_prisma_migrations" set migration_name = migration_name || '-hidden' where migration_name = $1`,
      [latest],
    );
    try {
      const missing = await api("GET", "/api/ready");
      expect(missing.status).toBe(503);
      expect(missing.body.codes).toEqual(["not_ready"]);
      expect(missing.body.errors[0]).toMatch(/۱ مهاجرت .* اعمال نشده/);
    } finally {
      await sql(`update "_prisma_migrations" set migration_name = $1 where migration_name = $1 || '-hidden'`, [latest]);
    }
    expect((await api("GET", "/api/ready")).status).toBe(200);
  });

  it("a migration this build ships that the database lacks makes it not ready", async () => {
    for (const migration of readMigrations(DEFAULT_MIGRATIONS_DIR)) {
      mkdirSync(path.join(work, migration.name));
      writeFileSync(path.join(work, migration.name, "migration.sql"), migration.sql);
    }
    mkdirSync(path.join(work, "99999999999999_next_release"));
    writeFileSync(path.join(work, "99999999999999_next_release", "migration.sql"), "select 1;");
    await expect(checkReadiness({ migrationsDir: work })).rejects.toMatchObject({ status: 503, code: "not_ready" });
  });

  it("a database that refuses connections is answered 503, not 500", async () => {
    const port = await freePort();
    const unreachable = async () => {
      const client = new pg.Client({
        connectionString: `postgresql://postgres@127.0.0.1:${port}/hamsafar`,
        connectionTimeoutMillis: 1000,
      });
      await client.connect();
      return [];
    };
    const error = await checkReadiness({ applied: unreachable }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 503,
      code: "not_ready",
      messages: [expect.stringMatching(/پایگاه داده پاسخ نمی‌دهد/)],
    });
  });
});
