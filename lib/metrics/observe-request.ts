import { Histogram } from "prom-client";
import { ensureMetric } from "./metric";

/** What a request was, coarse enough to keep the series few: never its path. */
export type RouteKind = "api" | "page" | "static" | "other";

const requests = () =>
  ensureMetric(
    "hamsafar_http_request_duration_seconds",
    () =>
      new Histogram({
        name: "hamsafar_http_request_duration_seconds",
        help: "Requests answered, by route kind and status, and how long each took to its last byte",
        labelNames: ["kind", "status"],
        buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      }),
  );

/** Counts one answered request (the front door calls it when the answer ends). */
export function observeRequest(kind: RouteKind, status: number, seconds: number) {
  requests().observe({ kind, status: String(status) }, seconds);
}
