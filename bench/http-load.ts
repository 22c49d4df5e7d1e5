// Load on one URL by plain GETs: keep-alive HTTP/1.1 connections, each sending one request as soon as its previous answer
// has arrived, for a fixed time. Its cost per answer does not grow with the answer's size: it finds the end of the head with
// Buffer.indexOf and skips the body by its length (or its chunk sizes), never decoding it (why: bench/load.ts).
import net from "node:net";
import { ResponseReader } from "./response-reader";

export interface LoadOptions {
  url: string;
  headers?: Record<string, string>;
  connections: number;
  /** Seconds. */
  duration: number;
}

export interface LoadResult {
  /** Seconds from the first connection to the last answer. */
  seconds: number;
  /** Complete answers by status code. */
  byStatus: Record<number, number>;
  /** Bytes read, heads included. */
  bytes: number;
  /** Connections that failed (refused, reset, closed mid-answer). */
  errors: number;
  /** Each answer's time from its request's write to its last byte, ms. */
  latency: { average: number; p50: number; p99: number };
}

/** `url`'s rate under `connections` keep-alive clients for `duration` seconds. */
export async function httpLoad({ url, headers = {}, connections, duration }: LoadOptions): Promise<LoadResult> {
  const target = new URL(url);
  const lines = Object.entries({ host: target.host, ...headers }).map(([name, value]) => `${name}: ${value}\r\n`);
  const request = Buffer.from(`GET ${target.pathname}${target.search} HTTP/1.1\r\n${lines.join("")}\r\n`, "latin1");
  const result: LoadResult = { seconds: 0, byStatus: {}, bytes: 0, errors: 0, latency: { average: 0, p50: 0, p99: 0 } };
  const latencies: number[] = [];
  const started = performance.now();
  const endsAt = started + duration * 1000;

  const client = () =>
    new Promise<void>((resolve) => {
      const socket = net.connect(Number(target.port || 80), target.hostname);
      socket.setNoDelay(true);
      const reader = new ResponseReader();
      let waiting = false;
      let sentAt = 0;
      const next = () => {
        sentAt = performance.now();
        if (sentAt >= endsAt) return socket.end(resolve);
        waiting = true;
        socket.write(request);
      };
      socket.on("connect", next);
      socket.on("data", (chunk: Buffer) => {
        result.bytes += chunk.length;
        for (const status of reader.push(chunk)) {
          result.byStatus[status] = (result.byStatus[status] ?? 0) + 1;
          latencies.push(performance.now() - sentAt);
          waiting = false;
          next();
        }
      });
      socket.on("error", () => {
        result.errors++;
        waiting = false;
        resolve();
      });
      socket.on("close", () => {
        if (waiting) result.errors++;
        resolve();
      });
    });

  await Promise.all(Array.from({ length: connections }, client));
  result.seconds = (performance.now() - started) / 1000;
  result.latency = summarize(latencies);
  return result;
}

function summarize(latencies: number[]): LoadResult["latency"] {
  if (!latencies.length) return { average: 0, p50: 0, p99: 0 };
  latencies.sort((a, b) => a - b);
  const at = (share: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))];
  const round = (ms: number) => Math.round(ms * 100) / 100;
  return {
    average: round(latencies.reduce((sum, ms) => sum + ms, 0) / latencies.length),
    p50: round(at(0.5)),
    p99: round(at(0.99)),
  };
}
