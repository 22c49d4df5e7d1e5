// `node --expose-gc --import tsx --conditions=react-server bench/prisma-memory.ts`: what a
// process's resident memory owes to Prisma, for the choice of the query compiler build (schema.prisma,
// `compilerBuild`; bench/results/xlsx-export.md). On a fresh embedded PostgreSQL it
// prints RSS and heap after: start, argon2 loaded, two password hashes, Prisma imported, the first
// query, a findMany with an include, then times 2,000 findMany and 2,000 findUnique calls (same
// shapes: the plan cache is warm, as on a running server). Run it once per `compilerBuild` value
// (after `npm run db:generate`) and compare.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startEmbeddedPostgres } from "../lib/db/embedded";
import { migrate } from "../lib/db/migrate";

const toMb = (bytes: number) => Math.round(bytes / 1048576);
/** Collects (when run with --expose-gc) and prints the process's memory after `step`. */
function report(step: string) {
  global.gc?.();
  const m = process.memoryUsage();
  console.log(
    `${step}: rss ${toMb(m.rss)} MB, heap ${toMb(m.heapUsed)}/${toMb(m.heapTotal)} MB, external ${toMb(m.external)} MB`,
  );
}

async function timed(label: string, run: () => Promise<unknown>) {
  const t = performance.now();
  await run();
  console.log(`${label}: ${Math.round(performance.now() - t)} ms`);
}

const tmp = mkdtempSync(path.join(os.tmpdir(), "bench-prisma-memory-"));
const db = await startEmbeddedPostgres({ dir: path.join(tmp, "pg"), quiet: true });
try {
  await migrate(db.url(), { log: () => undefined });
  process.env.DATABASE_URL = db.url();
  report("start");
  const { hashPassword } = await import("../lib/accounts/password");
  report("argon2 loaded");
  await hashPassword("Operator#1234");
  await hashPassword("Operator#1234");
  report("after two password hashes");
  const { prisma } = await import("../lib/db/client");
  report("prisma imported");
  await prisma.user.count();
  report("after the first query");
  await prisma.checkout.findMany({ take: 100, include: { user: true } });
  report("after a findMany with an include");
  await timed("2,000 findMany", async () => {
    for (let i = 0; i < 2000; i++)
      await prisma.checkout.findMany({
        where: { userId: i, status: "Paid" },
        take: 10,
        include: { user: { select: { firstName: true } } },
      });
  });
  await timed("2,000 findUnique", async () => {
    for (let i = 0; i < 2000; i++) await prisma.user.findUnique({ where: { id: i } });
  });
  report("after the queries");
  await prisma.$disconnect();
} finally {
  await db.stop();
  rmSync(tmp, { recursive: true, force: true });
}
