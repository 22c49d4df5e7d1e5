import { Gauge } from "prom-client";
import type { WorkObserver } from "@/lib/shared/work-gate";
import { ensureMetric } from "./metric";

const inFlight = () =>
  ensureMetric(
    "hamsafar_work_in_flight",
    () =>
      new Gauge({
        name: "hamsafar_work_in_flight",
        help: "Heavy work of this process (images: sharp; exports: spreadsheets) running and waiting for a turn (lib/shared/work-gate.ts)",
        labelNames: ["work", "state"],
      }),
  );

/**
 * The observer a work gate reports its changes to. Changes, not totals: each bundle that loads a gate has its own copy
 * of it, and the one gauge in the process's registry adds all of theirs up. Its series show (at 0) once a gate exists.
 */
export function observeWork(work: "images" | "exports"): WorkObserver {
  inFlight().inc({ work, state: "running" }, 0);
  inFlight().inc({ work, state: "waiting" }, 0);
  return (state, change) => inFlight().inc({ work, state }, change);
}
