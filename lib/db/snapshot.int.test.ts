import { afterAll, describe, expect, it } from "vitest";
import { createScratchDatabase, query } from "@/tests/helpers/databases";
import { createUser } from "@/tests/helpers/factories";
import { migrate } from "./migrate";
import { loadSnapshot, takeSnapshot } from "./snapshot";

describe("database snapshot (npm run backup / restore)", () => {
  const drops: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const drop of drops) await drop();
  });

  it("restores every row into an empty migrated database, ids and sequences included", async () => {
    const { user } = await createUser({ role: "Leader" });
    const snapshot = await takeSnapshot(process.env.DATABASE_URL!);
    expect(snapshot.tables.User.length).toBeGreaterThan(0);
    const target = await createScratchDatabase("restore");
    drops.push(target.drop);
    await migrate(target.url);
    await loadSnapshot(target.url, snapshot);
    const restored = await query<{ mobile: string; passwordHash: string }>(target.url, `select mobile, "passwordHash" from "User" where id = $1`, [user.id]);
    expect(restored).toEqual([{ mobile: user.mobile, passwordHash: user.passwordHash }]);
    for (const [table, rows] of Object.entries(snapshot.tables)) {
      const [{ n }] = await query<{ n: string }>(target.url, `select count(*)::text as n from "${table}"`);
      expect(Number(n), table).toBe(rows.length);
    }
    // New rows get fresh ids after the restored ones.
    const [{ id }] = await query<{ id: number }>(target.url, `insert into "User" (mobile, role, "passwordHash", "firstName", "lastName", "updatedAt") values ('09350000000', 'Leader', 'x', 'a', 'b', now()) returning id`);
    expect(id).toBeGreaterThan(Math.max(...snapshot.tables.User.map((r) => JSON.parse(r).id)));
  });
});
