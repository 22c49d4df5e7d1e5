// What the two-instance tests share: the ports of A and B, the database, and small helpers that ask
// a server for a page under any host (a sale website's sub-domain) and time how long B takes to show
// a change made through A.
import { readFileSync } from "node:fs";
import http from "node:http";
import { expect } from "@playwright/test";
import pg from "pg";

export const STATE_FILE = ".data/instances/state.json";

export interface InstancesState {
  a: number;
  b: number;
  databaseUrl: string;
  redis: boolean;
  /** The read-only copy of the artefact both servers run from, and when they were started from it. */
  artefact: string;
  deployedAt: number;
  /** The bearer token both servers take for GET /api/metrics. */
  metricsToken: string;
}

export const state = (): InstancesState => JSON.parse(readFileSync(STATE_FILE, "utf8"));

/** GET a path from the server on `port`, as asked for by `host` (default: the platform's). */
export function getPage(
  port: number,
  pathname: string,
  host = `localhost:${port}`,
): Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: "127.0.0.1", port, path: pathname, headers: { host, "accept-language": "fa" } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString("utf8"),
            headers: response.headers,
          }),
        );
      },
    );
    request.on("error", reject);
  });
}

/** The bytes of a path (an upload). */
export function getBytes(port: number, pathname: string): Promise<{ status: number; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: pathname }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, bytes: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

/** The time the issue allows another instance to show a change. */
export const WITHIN_MS = 2000;

/**
 * Asks `check` again and again (as a visitor would reload B) until it holds, and answers how long
 * that took from `since` (when the change through A was answered). Fails past WITHIN_MS.
 */
export async function shownWithin(what: string, since: number, check: () => Promise<boolean>): Promise<number> {
  let last = false;
  while (Date.now() - since <= WITHIN_MS) {
    last = await check();
    if (last) return Date.now() - since;
    await new Promise((r) => setTimeout(r, 50));
  }
  expect(last, `${what}: instance B still showed the old state ${WITHIN_MS} ms after the change through A`).toBe(true);
  return Date.now() - since;
}

export async function withDb<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: state().databaseUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
