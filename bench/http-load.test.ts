import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { httpLoad } from "./http-load";
import { answersWith, load } from "./load";

let server: http.Server;
let base = "";
const served: Record<string, number> = {};
const seen: { host?: string; encoding?: string } = {};

beforeAll(async () => {
  server = http.createServer((req, res) => {
    served[req.url!] = (served[req.url!] ?? 0) + 1;
    seen.host = req.headers.host;
    seen.encoding = req.headers["accept-encoding"];
    if (req.url === "/chunked") {
      res.write("a".repeat(3000));
      res.end("b".repeat(5000)); // no length given: Node sends chunks
    } else if (req.url === "/missing") {
      res.writeHead(404, { "content-length": 9 }).end("not here!");
    } else res.writeHead(200, { "content-length": 6000 }).end("x".repeat(6000));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("httpLoad", () => {
  it("counts every answer the server gave, by status, with the headers it was asked to send", async () => {
    const result = await httpLoad({
      url: `${base}/sized`,
      headers: { host: "site.localhost:1", "accept-encoding": "gzip" },
      connections: 4,
      duration: 0.3,
    });
    expect(result.errors).toBe(0);
    expect(result.byStatus[200]).toBe(served["/sized"]);
    expect(result.byStatus[200]).toBeGreaterThan(20);
    expect(result.bytes).toBeGreaterThan(result.byStatus[200] * 6000);
    expect(seen).toEqual({ host: "site.localhost:1", encoding: "gzip" });
  });

  it("reads chunked answers and counts a non-2xx status apart, not in the rate", async () => {
    const chunked = await httpLoad({ url: `${base}/chunked`, connections: 2, duration: 0.2 });
    expect(chunked.byStatus[200]).toBe(served["/chunked"]);
    const missing = await httpLoad({ url: `${base}/missing`, connections: 2, duration: 0.2 });
    expect(missing.byStatus[404]).toBe(served["/missing"]);
    const asRead = await load({ url: `${base}/missing`, connections: 2, duration: 0.2 });
    expect(answersWith(asRead)).toBe(0);
    expect(answersWith(asRead, "4")).toBe(asRead.requests.total);
  });

  it("counts a refused connection as an error instead of hanging", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const result = await httpLoad({ url: `http://127.0.0.1:${port}/`, connections: 3, duration: 0.2 });
    expect(result).toMatchObject({ errors: 3, byStatus: {} });
  });
});
