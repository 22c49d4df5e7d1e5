import { Counter } from "prom-client";
import { ensureMetric } from "./metric";

const answers = () =>
  ensureMetric(
    "hamsafar_page_memo_total",
    () =>
      new Counter({
        name: "hamsafar_page_memo_total",
        help: "Anonymous page requests the front door's page memo saw (server/page-memo.ts): hit answered from it, miss asked of Next",
        labelNames: ["result"],
      }),
  );

export function countPageMemo(result: "hit" | "miss") {
  answers().inc({ result });
}
