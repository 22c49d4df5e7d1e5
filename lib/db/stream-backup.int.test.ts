// The streamed backup (lib/db/stream-backup.ts) of the test database, read back into an empty migrated
// one: every table's rows, ids and sequences; the archive is a plain tar.gz (read by the system's
// tar) that names its format, schema version and restore order; a table larger than a part is cut
// into several; a backup of another schema version or a foreign file is refused with nothing loaded.
import { execFileSync } from "node:child_process";
import {
  createReadStream,
  createWriteStream,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createScratchDatabase, query } from "@/tests/helpers/databases";
import { createUser } from "@/tests/helpers/factories";
import { migrate } from "./migrate";
import { PART_BYTES, readBackup, writeBackup, type BackupManifest } from "./stream-backup";

const work = mkdtempSync(path.join(os.tmpdir(), "hamsafar-stream-backup-"));
const drops: (() => Promise<void>)[] = [];
afterAll(async () => {
  await query(process.env.DATABASE_URL!, `delete from "LoginAttempt" where mobile like '0999%'`);
  for (const drop of drops) await drop();
  rmSync(work, { recursive: true, force: true });
});

async function emptyMigrated(prefix: string) {
  const target = await createScratchDatabase(prefix);
  drops.push(target.drop);
  await migrate(target.url);
  return target.url;
}

describe("streamed backup and restore", () => {
  it(
    "round-trips every row, the uploads and the sequences through a self-describing tar.gz",
    { timeout: 300_000 },
    async () => {
      const { user } = await createUser({ role: "Leader" });
      // A table larger than one part: the restore joins its parts in order.
      const big = "x".repeat(2000);
      await query(
        process.env.DATABASE_URL!,
        `insert into "LoginAttempt" (mobile, success, "createdAt") select '0999' || lpad(g::text, 7, '0'), false, now() from generate_series(1, $1::int) g`,
        [Math.ceil((PART_BYTES * 1.5) / 60)],
      );
      const uploads = path.join(work, "uploads");
      mkdirSync(path.join(uploads, "tours", "1"), { recursive: true });
      writeFileSync(path.join(uploads, "tours", "1", "a.webp"), "photo bytes");
      const longName = `${"n".repeat(120)}.webp`;
      writeFileSync(path.join(uploads, "tours", "1", longName), big);

      const file = path.join(work, "backup.tar.gz");
      const written = await writeBackup(process.env.DATABASE_URL!, uploads, createWriteStream(file));
      expect(written.files).toBe(2);

      const listing = execFileSync("tar", ["-tzf", file], { encoding: "utf8" }).trim().split("\n");
      expect(listing[0]).toBe("manifest.json");
      expect(listing).toContain(`uploads/tours/1/${longName}`);
      const manifest = JSON.parse(
        execFileSync("tar", ["-xzOf", file, "manifest.json"], { encoding: "utf8" }),
      ) as BackupManifest;
      expect(manifest).toMatchObject({
        format: "hamsafar-backup",
        version: 2,
        schemaVersion: manifest.migrations.at(-1),
      });
      const order = manifest.tables.map((t) => t.name);
      // Restore order: a table after those it points to.
      expect(order.indexOf("User")).toBeLessThan(order.indexOf("Tour"));
      expect(order.indexOf("Reservation")).toBeLessThan(order.indexOf("Passenger"));
      const loginParts = listing.filter((name) => /^tables\/\d{4}-LoginAttempt\//.test(name));
      expect(loginParts.length).toBeGreaterThan(1);

      const target = await emptyMigrated("stream_restore");
      const restoredUploads = path.join(work, "restored-uploads");
      const read = await readBackup(target, restoredUploads, createReadStream(file));
      expect(read).toEqual(written);
      for (const table of order) {
        const count = async (url: string) =>
          Number((await query<{ n: string }>(url, `select count(*)::text as n from "${table}"`))[0].n);
        expect(await count(target), table).toBe(await count(process.env.DATABASE_URL!));
      }
      const [restored] = await query<{ mobile: string; passwordHash: string }>(
        target,
        `select mobile, "passwordHash" from "User" where id = $1`,
        [user.id],
      );
      expect(restored).toEqual({ mobile: user.mobile, passwordHash: user.passwordHash });
      expect(readFileSync(path.join(restoredUploads, "tours", "1", "a.webp"), "utf8")).toBe("photo bytes");
      expect(readFileSync(path.join(restoredUploads, "tours", "1", longName), "utf8")).toBe(big);
      // New rows get fresh ids after the restored ones.
      const [{ max }] = await query<{ max: number }>(target, `select max(id) as max from "User"`);
      const [{ id }] = await query<{ id: number }>(
        target,
        `insert into "User" (mobile, role, "passwordHash", "firstName", "lastName", "updatedAt") values ('09350000000', 'Leader', 'x', 'a', 'b', now()) returning id`,
      );
      expect(id).toBeGreaterThan(max);
    },
  );

  it("refuses an archive of another schema version, or one that is not a backup, loading nothing", async () => {
    const file = path.join(work, "old.tar.gz");
    await writeBackup(process.env.DATABASE_URL!, null, createWriteStream(file));
    const target = await createScratchDatabase("stream_restore_old");
    drops.push(target.drop);
    await migrate(target.url);
    await query(
      target.url,
      `update "_prisma_migrations" set migration_name = migration_name || '-x' where migration_name = (select max(migration_name) from "_prisma_migrations")`,
    );
    await expect(readBackup(target.url, path.join(work, "none"), createReadStream(file))).rejects.toThrow(
      /another schema version/,
    );
    expect(Number((await query<{ n: string }>(target.url, `select count(*)::text as n from "User"`))[0].n)).toBe(0);

    const foreign = path.join(work, "foreign.tar.gz");
    mkdirSync(path.join(work, "foreign"));
    writeFileSync(path.join(work, "foreign", "database.json"), "{}");
    execFileSync("tar", ["-czf", foreign, "-C", path.join(work, "foreign"), "."]);
    await expect(
      readBackup(await emptyMigrated("stream_restore_foreign"), path.join(work, "none"), createReadStream(foreign)),
    ).rejects.toThrow(/not a Hamsafar backup/);
  });
});
