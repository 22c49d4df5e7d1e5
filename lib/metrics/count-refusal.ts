import { Counter } from "prom-client";
import { ensureMetric } from "./metric";

const refusals = () =>
  ensureMetric(
    "hamsafar_refusals_total",
    () =>
      new Counter({
        name: "hamsafar_refusals_total",
        help: "Requests refused before they reached the app, by reason (address_budget: the 429s of one address)",
        labelNames: ["reason"],
      }),
  );

/** Counts one refusal: `address_budget` (429), `method` (405), `too_large` (413), … */
export function countRefusal(reason: string) {
  refusals().inc({ reason });
}
