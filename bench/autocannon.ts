// autocannon's types as the benches use them (the package ships none), and the loader.
import { createRequire } from "node:module";

export interface Histogram {
  average: number;
  p99: number;
  p50: number;
}
export interface AutocannonResult {
  requests: Histogram & { total: number };
  latency: Histogram;
  non2xx: number;
  errors: number;
  timeouts: number;
  duration: number;
  statusCodeStats: Record<string, { count: number }>;
  /** Bytes read, heads included. */
  throughput: { total: number };
}
export interface AutocannonRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: AutocannonRequest) => AutocannonRequest;
}
export type Autocannon = (opts: {
  url: string;
  connections: number;
  duration: number;
  /** Stop after this many requests (then `duration` is only a limit). */
  amount?: number;
  method?: string;
  headers?: Record<string, string>;
  requests?: AutocannonRequest[];
}) => Promise<AutocannonResult>;

export const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;
