import "server-only";
import { prisma, type Db } from "./client";
import { statementTimeoutOf, type TransactionLimits } from "./transaction-limits";

/**
 * Prisma's interactive transaction under the limits of lib/db/transaction-limits.ts: Prisma's own
 * `maxWait` and `timeout`, and PostgreSQL's statement_timeout set first in the transaction (Prisma
 * has no option for it), at most `timeout`: Prisma's timeout refuses the next query but does not end
 * one waiting on a lock, which the statement timeout does.
 */
export function prismaTransaction<T>(fn: (tx: Db) => Promise<T>, limits: TransactionLimits): Promise<T> {
  const statementTimeout = statementTimeoutOf(limits);
  return prisma.$transaction(
    async (tx) => {
      await tx.$executeRawUnsafe(`SET LOCAL statement_timeout = ${statementTimeout}`);
      return fn(tx);
    },
    { maxWait: limits.maxWait, timeout: limits.timeout },
  );
}
