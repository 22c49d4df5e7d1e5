// One transaction contract: a held lock or a full pool makes each limit (pool wait, statement, whole
// transaction) trip on both paths — the plain pg transaction and Prisma's interactive one — with a
// TransactionLimitError or Prisma's own code, each answered 503 in Persian, within its time, never a
// hang; the pool is whole afterwards; parallel statements on one pg transaction raise no pg warning.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorResponse } from "@/lib/http/route";
import { HTTP_MESSAGES } from "@/lib/http/messages";
import { ADVISORY_LOCKS } from "./advisory-locks";
import { pgPool, prisma } from "./client";
import { prismaTransaction } from "./prisma-transaction";
import { withPgTransaction } from "./sql-runner";
import { TransactionLimitError } from "./transaction-limits";
import { Prisma } from "./generated/client";

const KEY = [ADVISORY_LOCKS.tourSellerCap, 999_999] as const;
const waitForLock = Prisma.sql`SELECT pg_advisory_xact_lock(${KEY[0]}::int, ${KEY[1]}::int)`;
let holder: pg.Client;
const warnings: string[] = [];
const onWarning = (w: Error) => warnings.push(w.message);

beforeAll(async () => {
  process.on("warning", onWarning);
  holder = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await holder.connect();
  await holder.query("BEGIN");
  await holder.query("SELECT pg_advisory_xact_lock($1::int, $2::int)", [...KEY]);
});
afterAll(async () => {
  process.off("warning", onWarning);
  await holder.query("ROLLBACK").catch(() => {});
  await holder.end();
});

/** How long `run` took to fail, and with what. */
async function failure(run: () => Promise<unknown>) {
  const started = performance.now();
  try {
    await run();
  } catch (error) {
    return { error, ms: performance.now() - started };
  }
  throw new Error("it did not fail");
}

/** The answer the route wrapper gives for an error. */
async function answered(error: unknown) {
  const res = errorResponse(error);
  return { status: res.status, body: await res.json() };
}
const BUSY = { status: 503, body: { errors: [HTTP_MESSAGES.busy], codes: ["server_busy"] } };

async function poolIsWhole() {
  await prisma.$queryRaw`SELECT 1`;
  expect((await pgPool().query("SELECT 1 AS one")).rows[0].one).toBe(1);
  expect(pgPool().waitingCount).toBe(0);
}

/** Every connection of the pool taken (and given back after `run`). */
async function withFullPool<T>(run: () => Promise<T>): Promise<T> {
  const pool = pgPool();
  const taken: pg.PoolClient[] = [];
  while (pool.totalCount < pool.options.max! || pool.idleCount > 0) taken.push(await pool.connect());
  try {
    return await run();
  } finally {
    for (const client of taken) client.release();
  }
}

describe("the plain pg transaction", () => {
  it("a statement waiting on a held lock ends at statementTimeout", async () => {
    const { error, ms } = await failure(() =>
      withPgTransaction((sql) => sql.rows(waitForLock), { maxWait: 5_000, timeout: 10_000, statementTimeout: 300 }),
    );
    expect(error).toBeInstanceOf(TransactionLimitError);
    expect((error as TransactionLimitError).limit).toBe("statement");
    expect(ms).toBeGreaterThanOrEqual(290);
    expect(ms).toBeLessThan(5_000);
    expect(await answered(error)).toEqual(BUSY);
    await poolIsWhole();
  });

  it("the whole transaction ends at timeout, even inside a statement that may wait longer", async () => {
    const { error, ms } = await failure(() =>
      withPgTransaction(
        async (sql) => {
          await sql.rows(Prisma.sql`SELECT 1`);
          return sql.rows(waitForLock);
        },
        { maxWait: 5_000, timeout: 400, statementTimeout: 60_000 },
      ),
    );
    expect(error).toBeInstanceOf(TransactionLimitError);
    expect((error as TransactionLimitError).limit).toBe("transaction");
    expect(ms).toBeGreaterThanOrEqual(390);
    expect(ms).toBeLessThan(5_000);
    expect(await answered(error)).toEqual(BUSY);
    await poolIsWhole();
    // The closed connection's transaction was rolled back: its lock wait is gone from the server.
    const waiting = await holder.query(
      "SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted",
    );
    expect(waiting.rows[0].n).toBe(0);
  });

  it("a full pool ends the wait at maxWait, and a connection freed later goes back to the pool", async () => {
    const { error, ms } = await withFullPool(() =>
      failure(() => withPgTransaction((sql) => sql.rows(Prisma.sql`SELECT 1`), { maxWait: 300, timeout: 10_000 })),
    );
    expect(error).toBeInstanceOf(TransactionLimitError);
    expect((error as TransactionLimitError).limit).toBe("pool wait");
    expect(ms).toBeGreaterThanOrEqual(290);
    expect(ms).toBeLessThan(5_000);
    expect(await answered(error)).toEqual(BUSY);
    await poolIsWhole();
    expect(pgPool().totalCount - pgPool().idleCount).toBe(0);
  });

  it("commits, and runs parallel statements of one transaction one after the other without pg's warning", async () => {
    const rows = await withPgTransaction(
      (sql) =>
        Promise.all(Array.from({ length: 5 }, (_, i) => sql.rows<{ n: number }>(Prisma.sql`SELECT ${i}::int AS n`))),
      { maxWait: 1_000, timeout: 5_000 },
    );
    expect(rows.map((r) => r[0].n)).toEqual([0, 1, 2, 3, 4]);
    expect(warnings.filter((w) => /already executing a query/.test(w))).toEqual([]);
  });
});

describe("Prisma's interactive transaction, under the same limits", () => {
  it("a statement waiting on a held lock ends at statementTimeout", async () => {
    const { error, ms } = await failure(() =>
      prismaTransaction((tx) => tx.$queryRaw(waitForLock), { maxWait: 5_000, timeout: 10_000, statementTimeout: 300 }),
    );
    expect(ms).toBeLessThan(5_000);
    expect(await answered(error)).toEqual(BUSY);
    await poolIsWhole();
  });

  it("the whole transaction ends at timeout, even inside a statement that may wait longer", async () => {
    const { error, ms } = await failure(() =>
      prismaTransaction((tx) => tx.$queryRaw(waitForLock), { maxWait: 5_000, timeout: 400, statementTimeout: 60_000 }),
    );
    expect(ms).toBeGreaterThanOrEqual(390);
    expect(ms).toBeLessThan(5_000);
    expect(await answered(error)).toEqual(BUSY);
    await poolIsWhole();
  });

  it("a full pool ends the wait at maxWait", async () => {
    const { error, ms } = await withFullPool(() =>
      failure(() => prismaTransaction((tx) => tx.$queryRaw`SELECT 1`, { maxWait: 300, timeout: 10_000 })),
    );
    expect(ms).toBeLessThan(5_000);
    expect(await answered(error)).toEqual(BUSY);
    await poolIsWhole();
  });
});
