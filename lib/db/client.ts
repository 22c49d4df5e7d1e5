import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { env } from "@/lib/config/env";
import { PrismaClient } from "./generated/client";
import { SerialClient } from "./serial-client";

export type { Prisma } from "./generated/client";
export * from "./generated/enums";

/** The client or an interactive transaction: services take this so callers can compose them. */
export type Db = Omit<PrismaClient, "$connect" | "$disconnect" | "$on" | "$transaction" | "$extends">;

const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient; pgPool?: pg.Pool };

function createClient() {
  const connectionString = env.DATABASE_URL;
  if (!connectionString) throw new Error("DATABASE_URL is not set (npm start sets it for the embedded PostgreSQL)");
  // One pool for Prisma and the statements that bypass it (lib/db/sql-runner.ts): one connection limit.
  // SerialClient: statements asked for at once on one connection (Prisma's, in a transaction) wait their turn in order.
  const pool = new pg.Pool({ connectionString, max: env.DATABASE_POOL_SIZE, Client: SerialClient });
  // An idle connection the database dropped: the pool replaces it; nothing to crash for.
  pool.on("error", (error) => console.error("[db] idle connection lost", error.message));
  globalForPrisma.pgPool = pool;
  const adapter = new PrismaPg(pool);
  // Under a burst (200 buyers at one session) transactions queue for a pooled connection: let them
  // wait rather than fail after Prisma's default 2 s.
  return new PrismaClient({ adapter, transactionOptions: { maxWait: 15_000, timeout: 20_000 } });
}

/** One client per process, created on first use so that tests can set DATABASE_URL first. */
export const prisma: PrismaClient = new Proxy({} as PrismaClient, {
  get(_target, property) {
    globalForPrisma.prisma ??= createClient();
    const value = Reflect.get(globalForPrisma.prisma, property);
    return typeof value === "function" ? value.bind(globalForPrisma.prisma) : value;
  },
});

/** The pool under Prisma's adapter, for the transactions that bypass Prisma (lib/db/sql-runner.ts). */
export function pgPool(): pg.Pool {
  if (!globalForPrisma.pgPool) globalForPrisma.prisma = createClient();
  return globalForPrisma.pgPool!;
}

/** The pool's connections (open, idle, callers waiting for one), or null before the first query made it. */
export function poolUse(): { total: number; idle: number; waiting: number } | null {
  const pool = globalForPrisma.pgPool;
  return pool ? { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount } : null;
}
