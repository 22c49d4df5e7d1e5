// What one process's cache handler counted, for GET /api/metrics (lib/metrics/ensure-cache-metrics.ts). Kept on
// the process's stores (stores.ts), which the metrics route reaches as the handler Next loaded does.

/**
 * How a read of the handler ended: served (`hit`), nothing stored (`miss`), an entry that a tag or its
 * deadline has killed (`dead`: rendered again), or the store failed (`error`: rendered from the database).
 */
export type ReadOutcome = "hit" | "miss" | "dead" | "error";

export interface CacheCounts {
  reads: Record<ReadOutcome, number>;
  /** Keys whose render began and has not been written yet (the handler's render start times). */
  pendingRenders: number;
}

/** The counts of these stores, made on first use (tests build stores without them). */
export function countsOf(stores: { counts?: CacheCounts }): CacheCounts {
  return (stores.counts ??= { reads: { hit: 0, miss: 0, dead: 0, error: 0 }, pendingRenders: 0 });
}
