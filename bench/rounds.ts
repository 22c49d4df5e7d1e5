// The figures of bench/page-weights.ts's alternating rounds: each round measures /tariff, then a page, seconds apart,
// so a page's ratio is the median of its rounds' ratios (the machine's load moves between rounds, less within one).

/** One measured run of a page. */
export interface Run {
  rps: number;
  /** ms of the server's CPU per 2xx answer; null when the server's processes are not known. */
  cpuPerAnswer: number | null;
  /** Bytes read per answer, its head included (absent where a bench does not count them). */
  bytesPerAnswer?: number | null;
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The median of the rounds' ratios (page ÷ the /tariff run of the same round); null without a usable round. */
export function medianRatio(runs: Run[], tariffRuns: Run[]): number | null {
  const ratios = runs.flatMap((run, i) => (tariffRuns[i]?.rps ? [run.rps / tariffRuns[i].rps] : []));
  return ratios.length ? median(ratios) : null;
}

/** The median CPU per answer of runs, null when none was measured. */
export function medianCpu(runs: Run[]): number | null {
  const known = runs.flatMap((run) => (run.cpuPerAnswer === null ? [] : [run.cpuPerAnswer]));
  return known.length ? median(known) : null;
}
