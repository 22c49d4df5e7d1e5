// The benches' one way to put load on a URL, read as autocannon's result. A plain GET (a URL and headers) is sent by
// bench/http-load.ts, whose cost per answer does not grow with the answer's size; a method, a body or a request list
// (reservations, a new unknown id per request) by autocannon, which appends every body it reads to a string: on two
// cores it saturates before the server on pages of a few KB, which is why plain pages do not go through it.
import { autocannon, type Autocannon, type AutocannonResult } from "./autocannon";
import { httpLoad } from "./http-load";

export async function load(options: Parameters<Autocannon>[0]): Promise<AutocannonResult> {
  const plainGet = !options.requests && (options.method ?? "GET") === "GET" && options.amount === undefined;
  if (!plainGet) return autocannon(options);
  const run = await httpLoad(options);
  const counts = Object.entries(run.byStatus);
  const total = counts.reduce((sum, [, count]) => sum + count, 0);
  const rate = total / run.seconds;
  return {
    // Only the run's mean rate is known (no per-second samples): it stands for the percentiles too.
    requests: { average: rate, p50: rate, p99: rate, total },
    latency: run.latency,
    non2xx: counts.reduce((sum, [status, count]) => sum + (status.startsWith("2") ? 0 : count), 0),
    errors: run.errors,
    timeouts: 0,
    duration: run.seconds,
    statusCodeStats: Object.fromEntries(counts.map(([status, count]) => [status, { count }])),
    throughput: { total: run.bytes },
  };
}

/** The answers of a run whose status starts with `first` ("2": the 2xx; "4" where a 404 is the expected answer). */
export const answersWith = ({ statusCodeStats }: AutocannonResult, first = "2") =>
  Object.entries(statusCodeStats).reduce((sum, [code, { count }]) => sum + (code.startsWith(first) ? count : 0), 0);
