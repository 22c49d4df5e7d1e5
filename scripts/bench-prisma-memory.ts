// `node --expose-gc --import tsx --conditions=react-server scripts/bench-prisma-memory.ts`: what a
// process's resident memory owes to Prisma, for the choice of the query compiler build (schema.prisma,
// `compilerBuild`; docs/benchmarks.md, "Streamed .xlsx export"). On a fresh embedded PostgreSQL it
// prints RSS and heap after: start, argon2 loaded, two password hashes, Prisma imported, the first
// query, a findMany with an include, then times 2,000 findMany and 2,000 findUnique calls (same
// shapes: the plan cache is warm, as on a running server). Run it once per `compilerBuild` value
// (after `npm run db:generate`) and compare.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startEmbeddedPostgres } from "../lib/db/embedded";
import { migrate } from "../lib/db/migrate";
const mb = () => { const m = process.memoryUsage(); return `rss ${Math.round(m.rss/1048576)} heap ${Math.round(m.heapUsed/1048576)}/${Math.round(m.heapTotal/1048576)} ext ${Math.round(m.external/1048576)} ab ${Math.round(m.arrayBuffers/1048576)}`; };
const tmp = mkdtempSync(path.join(os.tmpdir(), "i9-mem-"));
const db = await startEmbeddedPostgres({ dir: path.join(tmp, "pg"), quiet: true });
try {
  await migrate(db.url(), { log: () => undefined });
  process.env.DATABASE_URL = db.url();
  global.gc?.(); console.log("start", mb());
  const { hashPassword } = await import("../lib/accounts/password");
  console.log("argon2 loaded", mb());
  await hashPassword("Operator#1234"); global.gc?.();
  console.log("after one hash", mb());
  await hashPassword("Operator#1234"); global.gc?.();
  console.log("after two hashes", mb());
  const { prisma } = await import("../lib/db/client");
  global.gc?.(); console.log("prisma imported", mb());
  await prisma.user.count(); global.gc?.();
  console.log("after first query", mb());
  await prisma.checkout.findMany({ take: 100, include: { user: true } }); global.gc?.();
  console.log("after a findMany", mb());
  let t = performance.now();
  for (let i = 0; i < 2000; i++) await prisma.checkout.findMany({ where: { userId: i, status: "Paid" }, take: 10, include: { user: { select: { firstName: true } } } });
  console.log("2000 findMany ms", Math.round(performance.now() - t));
  t = performance.now();
  for (let i = 0; i < 2000; i++) await prisma.user.findUnique({ where: { id: i } });
  console.log("2000 findUnique ms", Math.round(performance.now() - t));
  global.gc?.(); console.log("after queries", mb());
  await prisma.$disconnect();
} finally { await db.stop(); rmSync(tmp, { recursive: true, force: true }); }
