// The one contract of a transaction's limits, for both paths that write: Prisma's interactive
// transactions (`maxWait`, `timeout`) and the plain pg transactions of lib/db/sql-runner.ts (the same
// two, plus `statementTimeout`, which defaults to `timeout`). A limit reached is a TransactionLimitError
// on the pg path and P2028/P2024 or PostgreSQL's 57014 on Prisma's; the route wrapper answers all of
// them 503 `server_busy` with a Persian "try again in a moment" (lib/http/route.ts).

export interface TransactionLimits {
  /** Longest wait for a pooled connection (ms). */
  maxWait: number;
  /** Longest whole transaction, BEGIN to COMMIT (ms). */
  timeout: number;
  /** Longest single statement (ms); default and at most `timeout`. */
  statementTimeout?: number;
}

export class TransactionLimitError extends Error {
  constructor(
    readonly limit: "pool wait" | "transaction" | "statement",
    readonly ms: number,
  ) {
    super(`transaction limit reached: ${limit} over ${ms} ms`);
    this.name = "TransactionLimitError";
  }
}

/**
 * The statement_timeout a transaction sets: its own, never more than the whole transaction's, so that
 * a statement waiting on a lock ends by the transaction's deadline on the server too (Prisma's timeout
 * only refuses the next query; it does not interrupt one that runs).
 */
export function statementTimeoutOf(limits: TransactionLimits): number {
  return Math.floor(Math.min(limits.statementTimeout ?? limits.timeout, limits.timeout));
}
