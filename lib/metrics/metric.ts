// The registry is prom-client's own (`register`): prom-client is a server external package
// (next.config.mjs), so Node loads it once per process and every bundle that imports lib/metrics
// (route handlers, the custom server) reaches the same registry without globalThis. A bundle that
// holds its own copy of this module finds a metric registered by another copy by its name.
import { register, type Metric } from "prom-client";

/** The metric of this name in the process's registry, made by `create` (which registers it) the first time. */
export function ensureMetric<T extends Metric>(name: string, create: () => T): T {
  return (register.getSingleMetric(name) as T | undefined) ?? create();
}
