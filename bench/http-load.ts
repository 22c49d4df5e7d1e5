// The page bench's load generator: keep-alive HTTP/1.1 connections, each sending one request as soon as its previous answer
// has arrived, for a fixed time. Its cost per answer does not grow with the answer's size: it finds the end of the head with
// Buffer.indexOf and skips the body by its length (or its chunk sizes), never decoding it. autocannon, which the other benches
// use, appends every body to a string (`req.body += data`): 47 % of its CPU on the tour page in a profile, so on two cores it
// saturates before the server on a 6 KB page and a page's rate measured the client's work, not the server's (docs/benchmarks.md).
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
}

/** `url`'s rate under `connections` keep-alive clients for `duration` seconds. */
export async function httpLoad({ url, headers = {}, connections, duration }: LoadOptions): Promise<LoadResult> {
  const target = new URL(url);
  const lines = Object.entries({ host: target.host, ...headers }).map(([name, value]) => `${name}: ${value}\r\n`);
  const request = Buffer.from(`GET ${target.pathname}${target.search} HTTP/1.1\r\n${lines.join("")}\r\n`, "latin1");
  const result: LoadResult = { seconds: 0, byStatus: {}, bytes: 0, errors: 0 };
  const started = performance.now();
  const endsAt = started + duration * 1000;

  const client = () =>
    new Promise<void>((resolve) => {
      const socket = net.connect(Number(target.port || 80), target.hostname);
      socket.setNoDelay(true);
      const reader = new ResponseReader();
      let waiting = false;
      const next = () => {
        if (performance.now() >= endsAt) return socket.end(resolve);
        waiting = true;
        socket.write(request);
      };
      socket.on("connect", next);
      socket.on("data", (chunk: Buffer) => {
        result.bytes += chunk.length;
        for (const status of reader.push(chunk)) {
          result.byStatus[status] = (result.byStatus[status] ?? 0) + 1;
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
  return result;
}

/** Answers a second with a 2xx status. */
export const okRate = ({ byStatus, seconds }: LoadResult) =>
  Object.entries(byStatus).reduce((sum, [status, count]) => sum + (status.startsWith("2") ? count : 0), 0) / seconds;
