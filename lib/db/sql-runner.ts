import "server-only";
// Raw statements that run alike on Prisma's interactive transaction and on a plain pg transaction
// over the same pool (lib/db/client.ts). The reservation's hot path runs a plain sale on pg: there
// Prisma's transaction and query machinery cost about a third of the server's CPU per reservation
// (docs/benchmarks.md, "Reservation CPU"). A statement shared by both returns only int4, text, boolean
// and json columns: the two drivers read int8 and timestamps differently (Prisma: bigint and UTC; pg:
// string and local time).
import type { PoolClient } from "pg";
import { pgPool, type Db } from "./client";
import type { Prisma } from "./generated/client";

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

function pgRunner(client: PoolClient): SqlRunner {
  const run = (query: Prisma.Sql) => client.query(query.text, query.values.map(pgValue));
  return {
    rows: async <T>(query: Prisma.Sql) => (await run(query)).rows as T[],
    count: async (query) => (await run(query)).rowCount ?? 0,
  };
}

/**
 * Runs `fn` in a transaction on a pooled connection: BEGIN (with the statement time limit, one round
 * trip), then COMMIT, or ROLLBACK when it throws. A connection whose ROLLBACK fails is dropped from the pool.
 */
export async function withPgTransaction<T>(
  fn: (sql: SqlRunner) => Promise<T>,
  options: { statementTimeoutMs: number },
): Promise<T> {
  const client = await pgPool().connect();
  let broken: Error | undefined;
  try {
    await client.query(`BEGIN; SET LOCAL statement_timeout = ${Math.floor(options.statementTimeoutMs)}`);
    const result = await fn(pgRunner(client));
    await client.query("COMMIT");
    return result;
  } catch (error) {
    await client.query("ROLLBACK").catch((rollbackError: Error) => {
      broken = rollbackError;
    });
    throw error;
  } finally {
    client.release(broken);
  }
}
