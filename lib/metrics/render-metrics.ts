import "server-only";
import { Gauge, register } from "prom-client";
import { env } from "@/lib/config/env";
import { poolUse, prisma } from "@/lib/db/client";
import { ensureCacheMetrics } from "./ensure-cache-metrics";
import { ensureMetric } from "./metric";
import { ensureProcessMetrics } from "./ensure-process-metrics";

function ensureServiceMetrics() {
  ensureMetric(
    "hamsafar_db_pool_connections",
    () =>
      new Gauge({
        name: "hamsafar_db_pool_connections",
        help: "This process's PostgreSQL pool (Prisma and the plain-sale path share it): open, idle, and callers waiting",
        labelNames: ["state"],
        collect() {
          const use = poolUse();
          this.set({ state: "max" }, env.DATABASE_POOL_SIZE);
          this.set({ state: "total" }, use?.total ?? 0);
          this.set({ state: "idle" }, use?.idle ?? 0);
          this.set({ state: "waiting" }, use?.waiting ?? 0);
        },
      }),
  );
  ensureMetric(
    "hamsafar_jobs",
    () =>
      new Gauge({
        name: "hamsafar_jobs",
        help: "pg-boss jobs by queue and state (created and retry: waiting; failed: kept failures), shared by every instance",
        labelNames: ["queue", "state"],
        async collect() {
          this.reset();
          try {
            const rows = await prisma.$queryRaw<{ name: string; state: string; count: number }[]>`
              SELECT name, state::text AS state, count(*)::int AS count FROM pgboss.job GROUP BY name, state`;
            for (const row of rows) this.set({ queue: row.name, state: row.state }, row.count);
          } catch (error) {
            // No pgboss schema yet (the worker never started) or the database is away: no series this time.
            console.error("[metrics] job counts unavailable:", (error as Error).message);
          }
        },
      }),
  );
}

/** The process's metrics in Prometheus' text format. */
export async function renderMetrics(): Promise<{ contentType: string; text: string }> {
  ensureProcessMetrics();
  ensureServiceMetrics();
  ensureCacheMetrics();
  return { contentType: register.contentType, text: await register.metrics() };
}
