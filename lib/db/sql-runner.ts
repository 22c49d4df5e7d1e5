import "server-only";
// Raw statements that run alike on Prisma's interactive transaction and on a plain pg transaction
// over the same pool (lib/db/client.ts). The reservation's hot path runs a plain sale on pg: there
// Prisma's transaction and query machinery cost about a third of the server's CPU per reservation
// (docs/benchmarks.md, "Reservation CPU"). A statement shared by both returns only int4, text, boolean
// and json columns: the two drivers read int8 and timestamps differently (Prisma: bigint and UTC; pg:
// string and local time).
import type { Pool, PoolClient } from "pg";
import { pgPool, type Db } from "./client";
import type { Prisma } from "./generated/client";
import { statementTimeoutOf, TransactionLimitError, type TransactionLimits } from "./transaction-limits";

export interface SqlRunner {
  /** The rows a statement answers. */
  rows<T>(query: Prisma.Sql): Promise<T[]>;
  /** How many rows a statement changed. */
  count(query: Prisma.Sql): Promise<number>;
}

export function prismaRunner(tx: Db): SqlRunner {
  return { rows: (query) => tx.$queryRaw(query), count: (query) => tx.$executeRaw(query) };
}

/** A Date as Prisma's adapter sends it: the UTC instant, without zone (the columns are timestamp without time zone). */
const pgValue = (value: unknown) =>
  value instanceof Date ? value.toISOString().replace("T", " ").replace("Z", "") : value;

/**
 * Statements on one connection, one after the other: a caller's parallel statements (Promise.all) are
 * chained here rather than handed to pg while it runs another (which pg deprecates, and a connection
 * runs one at a time anyway). `ended()` refuses statements once the transaction ran out of time.
 */
function pgRunner(
  client: PoolClient,
  ended: () => TransactionLimitError | null,
): SqlRunner & { idle(): Promise<unknown> } {
  let queue: Promise<unknown> = Promise.resolve();
  const run = (query: Prisma.Sql) => {
    const next = queue.then(() => {
      const stop = ended();
      if (stop) throw stop;
      return client.query(query.text, query.values.map(pgValue));
    });
    queue = next.catch(() => {});
    return next;
  };
  return {
    rows: async <T>(query: Prisma.Sql) => (await run(query)).rows as T[],
    count: async (query) => (await run(query)).rowCount ?? 0,
    /** Settles when no statement of this runner is in flight (ROLLBACK waits for it). */
    idle: () => queue,
  };
}

/** A pooled connection within `maxWaitMs`; one that comes later goes straight back to the pool. */
async function connectWithin(pool: Pool, maxWaitMs: number): Promise<PoolClient> {
  let timer: NodeJS.Timeout | undefined;
  let late = false;
  const connecting = pool.connect();
  const waited = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      late = true;
      reject(new TransactionLimitError("pool wait", maxWaitMs));
    }, maxWaitMs);
  });
  connecting.then(
    (client) => late && client.release(),
    () => {},
  );
  try {
    return await Promise.race([connecting, waited]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Runs `fn` in a transaction on a pooled connection under the same three limits as Prisma's
 * interactive transactions (lib/db/transaction-limits.ts): at most `maxWait` for a connection, at
 * most `statementTimeout` per statement (PostgreSQL's statement_timeout, set with BEGIN in one round
 * trip), at most `timeout` for the whole transaction — past it the connection is closed, which makes
 * PostgreSQL roll the transaction back; a statement still waiting for a lock notices the closed
 * connection within 250 ms (client_connection_check_interval). Each limit throws
 * TransactionLimitError (answered 503 by the route wrapper). COMMIT is not raced: it is sent only while
 * time is left, and its outcome is then waited for, so a commit is never reported as failed.
 */
export async function withPgTransaction<T>(fn: (sql: SqlRunner) => Promise<T>, limits: TransactionLimits): Promise<T> {
  const client = await connectWithin(pgPool(), limits.maxWait);
  let released = false;
  const release = (error?: Error) => {
    if (released) return;
    released = true;
    client.release(error);
  };
  let expired: TransactionLimitError | null = null;
  const timer = setTimeout(() => {
    expired = new TransactionLimitError("transaction", limits.timeout);
    release(expired);
  }, limits.timeout);
  let broken: Error | undefined;
  const runner = pgRunner(client, () => expired);
  try {
    // A closed client is noticed by a backend waiting on a lock only if it checks (PostgreSQL 14+).
    await client.query(
      `BEGIN; SET LOCAL statement_timeout = ${statementTimeoutOf(limits)}; SET LOCAL client_connection_check_interval = 250`,
    );
    const result = await fn(runner);
    if (expired) throw expired;
    clearTimeout(timer);
    await client.query("COMMIT");
    return result;
  } catch (error) {
    if (expired) throw expired;
    clearTimeout(timer);
    // A statement `fn` started and did not wait for may still run: ROLLBACK comes after it.
    await runner.idle();
    await client.query("ROLLBACK").catch((rollbackError: Error) => {
      broken = rollbackError;
    });
    if ((error as { code?: string } | null)?.code === "57014")
      throw new TransactionLimitError("statement", statementTimeoutOf(limits));
    throw error;
  } finally {
    clearTimeout(timer);
    release(broken);
  }
}
