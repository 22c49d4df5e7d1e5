import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answersWith, load } from "./load";

let server: http.Server;
let base = "";
const seen: { method: string; body: string }[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (d) => (body += d));
    req.on("end", () => {
      seen.push({ method: req.method!, body });
      if (req.url === "/gone") res.writeHead(404, { "content-length": 2 }).end("no");
      else res.writeHead(200, { "content-length": 4000 }).end("x".repeat(4000));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("load", () => {
  it("reads a plain GET's run as autocannon's result: rate, counts by status, bytes and latency", async () => {
    seen.length = 0;
    const result = await load({ url: `${base}/page`, connections: 3, duration: 0.3 });
    expect(result.requests.total).toBe(seen.length);
    expect(result.statusCodeStats).toEqual({ 200: { count: seen.length } });
    expect(result.requests.average).toBeCloseTo(seen.length / result.duration, 6);
    expect(answersWith(result)).toBe(seen.length);
    expect(result.throughput.total).toBeGreaterThan(seen.length * 4000);
    expect(result.latency.p99).toBeGreaterThanOrEqual(result.latency.p50);
    expect(result.latency.p50).toBeGreaterThan(0);
    const missing = await load({ url: `${base}/gone`, connections: 1, duration: 0.1 });
    expect(missing.non2xx).toBe(missing.requests.total);
  });

  it("sends a request list (a method, a body) through autocannon, as given", async () => {
    seen.length = 0;
    const requests = [{ method: "POST", path: "/api", body: "{}" }];
    const result = await load({ url: base, connections: 1, duration: 5, amount: 3, requests });
    expect(result.requests.total).toBe(3);
    expect(seen).toEqual(Array.from({ length: 3 }, () => ({ method: "POST", body: "{}" })));
  });
});
