import { describe, expect, it } from "vitest";
import type { Db } from "@/lib/db/client";
import { postTransaction } from "./post-transaction";
import { LedgerError, normalizeEntries } from "./validate-entries";

/** A database that records any use: a refused posting must not touch it. */
function untouchableDb() {
  const used: string[] = [];
  const db = new Proxy(
    {},
    { get: (_t, property) => (used.push(String(property)), () => Promise.reject(new Error("db used"))) },
  );
  return { db: db as unknown as Db, used };
}

const cash = { kind: "PlatformCash" as const };
const wallet = (userId: number) => ({ kind: "UserWallet" as const, userId });

describe("postTransaction refuses what is not a double-entry movement", () => {
  it("refuses entries that do not sum to zero, before touching the database", async () => {
    const { db, used } = untouchableDb();
    await expect(
      postTransaction(db, {
        type: "OnlineSales",
        entries: [
          { account: cash, amount: -1000n },
          { account: wallet(1), amount: 999n },
        ],
      }),
    ).rejects.toThrow(/sum to zero \(sum -1\)/);
    expect(used).toEqual([]);
  });

  it("refuses no entries, and entries that move nothing", async () => {
    const { db, used } = untouchableDb();
    await expect(postTransaction(db, { type: "OnlineSales", entries: [] })).rejects.toThrow(LedgerError);
    await expect(
      postTransaction(db, {
        type: "OnlineSales",
        entries: [
          { account: wallet(1), amount: 500n },
          { account: wallet(1), amount: -500n },
        ],
      }),
    ).rejects.toThrow(/must move money/);
    expect(used).toEqual([]);
  });

  it("refuses non-BigInt amounts and malformed accounts", () => {
    expect(() =>
      normalizeEntries([
        { account: cash, amount: -5 as unknown as bigint },
        { account: wallet(1), amount: 5n },
      ]),
    ).toThrow(/BigInt/);
    expect(() =>
      normalizeEntries([
        { account: { kind: "UserWallet" }, amount: -5n },
        { account: cash, amount: 5n },
      ]),
    ).toThrow(/not valid/);
    expect(() =>
      normalizeEntries([
        { account: { kind: "PlatformCash", userId: 3 }, amount: -5n },
        { account: wallet(3), amount: 5n },
      ]),
    ).toThrow(/not valid/);
  });

  it("merges entries of one account and drops zero amounts", () => {
    const merged = normalizeEntries([
      { account: cash, amount: -700n },
      { account: wallet(2), amount: 300n },
      { account: wallet(2), amount: 400n },
      { account: { kind: "PlatformRevenue" }, amount: 0n },
    ]);
    expect(merged).toEqual([
      { account: cash, amount: -700n },
      { account: wallet(2), amount: 700n },
    ]);
  });
});
