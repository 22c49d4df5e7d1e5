import { PerformanceObserver, constants } from "node:perf_hooks";
import v8 from "node:v8";
import { collectDefaultMetrics, Gauge, register } from "prom-client";
import { ensureMetric } from "./metric";

let heapAfterGc = 0;

/**
 * prom-client's process metrics (RSS, heap by space, event-loop delay, GC time by kind, handles) once
 * per process, plus the heap limit and the heap in use right after the last major collection: the
 * figure that shows a leak (the plain heap in use swings with garbage not yet collected).
 */
export function ensureProcessMetrics() {
  if (register.getSingleMetric("process_resident_memory_bytes")) return;
  collectDefaultMetrics({ eventLoopMonitoringPrecision: 20 });
  ensureMetric(
    "hamsafar_heap_limit_bytes",
    () =>
      new Gauge({
        name: "hamsafar_heap_limit_bytes",
        help: "V8's heap limit (SERVER_HEAP_MB plus the young generation)",
        collect() {
          this.set(v8.getHeapStatistics().heap_size_limit);
        },
      }),
  );
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = (entry as unknown as { detail?: { kind?: number } }).detail?.kind;
      if (kind === constants.NODE_PERFORMANCE_GC_MAJOR) heapAfterGc = v8.getHeapStatistics().used_heap_size;
    }
  }).observe({ entryTypes: ["gc"] });
  ensureMetric(
    "hamsafar_heap_used_after_major_gc_bytes",
    () =>
      new Gauge({
        name: "hamsafar_heap_used_after_major_gc_bytes",
        help: "Heap in use just after the last major (mark-sweep-compact) collection; 0 before the first",
        collect() {
          this.set(heapAfterGc);
        },
      }),
  );
}
