// `npm run backup` and `npm run restore FILE` as a person runs them (scripts/backup.ts in a child
// process): a backup of a live database with an upload, restored into an empty data folder, brings
// back the same rows and file; the restored cluster is durable (fsync, full_page_writes and
// synchronous_commit on, as npm start runs it), and a second restore into that folder is refused.
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { startEmbeddedPostgres } from "@/lib/db/embedded";
import { createUser } from "@/tests/helpers/factories";

const work = mkdtempSync(path.join(os.tmpdir(), "hamsafar-backup-test-"));
// As root the cluster runs as the "postgres" user, which must be able to reach the data folder.
chmodSync(work, 0o755);
afterAll(() => rmSync(work, { recursive: true, force: true }));

function npmScript(args: string[], env: Record<string, string | undefined>) {
  const childEnv = { ...process.env, ...env };
  for (const [key, value] of Object.entries(childEnv)) if (value === undefined) delete childEnv[key];
  const result = spawnSync("npx", ["tsx", "--conditions=react-server", "scripts/backup.ts", ...args], {
    encoding: "utf8",
    env: childEnv,
    timeout: 240_000,
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

async function query<T extends pg.QueryResultRow>(url: string, sql: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

describe("backup and restore commands", () => {
  it("round-trip the database and the uploads into an empty, durable data folder", { timeout: 600_000 }, async () => {
    const { user } = await createUser();
    const source = path.join(work, "source");
    mkdirSync(path.join(source, "uploads", "photos"), { recursive: true });
    writeFileSync(path.join(source, "uploads", "photos", "a.txt"), "upload kept");
    const file = path.join(work, "backup.tar.gz");

    const backup = npmScript(["backup", "--data", source, "--out", file], { DATABASE_URL: process.env.DATABASE_URL });
    expect(backup.status, backup.output).toBe(0);
    expect(existsSync(file)).toBe(true);

    const target = path.join(work, "target");
    const restore = npmScript(["restore", file, "--data", target], { DATABASE_URL: undefined });
    expect(restore.status, restore.output).toBe(0);
    expect(readFileSync(path.join(target, "uploads", "photos", "a.txt"), "utf8")).toBe("upload kept");

    // The restored folder starts as npm start starts it: durable by default.
    const db = await startEmbeddedPostgres({ dir: path.join(target, "pg"), quiet: true });
    try {
      const url = db.url("hamsafar");
      const [restored] = await query<{ mobile: string; passwordHash: string }>(
        url,
        `select mobile, "passwordHash" from "User" where id = $1`,
        [user.id],
      );
      expect(restored).toEqual({ mobile: user.mobile, passwordHash: user.passwordHash });
      const counts = async (u: string) =>
        Number((await query<{ n: string }>(u, `select count(*) as n from "User"`))[0].n);
      expect(await counts(url)).toBe(await counts(process.env.DATABASE_URL!));
      for (const setting of ["fsync", "full_page_writes", "synchronous_commit"]) {
        const [row] = await query<Record<string, string>>(url, `show ${setting}`);
        expect(row[setting], setting).toBe("on");
      }
      // A new row gets a fresh id: the sequences were moved past the restored ids.
      const [max] = await query<{ id: number }>(url, `select coalesce(max(id), 0) as id from "User"`);
      expect(max.id).toBeGreaterThanOrEqual(user.id);
      const [next] = await query<{ id: number }>(
        url,
        `insert into "LoginAttempt" (mobile, success) values ('09120000000', false) returning id`,
      );
      const [maxAttempt] = await query<{ id: number }>(url, `select max(id) as id from "LoginAttempt" where id <> $1`, [
        next.id,
      ]);
      expect(next.id).toBeGreaterThan(maxAttempt.id ?? 0);
    } finally {
      await db.stop();
    }

    const again = npmScript(["restore", file, "--data", target], { DATABASE_URL: undefined });
    expect(again.status).toBe(1);
    expect(again.output).toMatch(/empty data folder/);
  });

  it("test clusters may turn durability off for speed (the worker's database runs with fsync off)", async () => {
    const [row] = await query<{ fsync: string }>(process.env.DATABASE_URL!, "show fsync");
    expect(row.fsync).toBe("off");
  });
});
