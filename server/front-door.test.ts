// The front door (server/front-door.ts): its decisions on a table like the one scripts/request-limits.ts
// writes, and the answers on a real HTTP server of this process (TRACE, CONNECT, a verb Node's parser
// refuses, a method a route does not export, a declared body over the route's limit, a chunked body),
// the client-address stamp, and the budget's answers (JSON to a call, a Persian page to a navigation).
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAddressBudget } from "@/lib/http/address-budget";
import { CLIENT_ADDRESS_HEADER, CLIENT_MARK_HEADER } from "@/lib/http/client-address";
import { HTTP_MESSAGES } from "@/lib/http/messages";
import { register } from "prom-client";
import { openFrontDoor } from "./front-door";
import { decideRequest, loadRequestTable } from "./request-rules";

const work = mkdtempSync(path.join(os.tmpdir(), "hamsafar-door-"));
const tableFile = path.join(work, "request-limits.json");
const TABLE = {
  pageBodyLimit: 2000,
  routes: {
    "/api/things": { methods: { GET: 65536, POST: 1000 }, guarded: true },
    "/api/things/[id]": { methods: { DELETE: 65536 }, guarded: true },
    "/api/things/search": { methods: { GET: 65536 }, guarded: true },
    "/api/auth/[...nextauth]": { methods: { GET: 2000, POST: 2000 }, guarded: false },
  },
};
writeFileSync(tableFile, JSON.stringify(TABLE));
const table = loadRequestTable(tableFile);
const head = (method: string, url: string, headers: Record<string, string> = {}) =>
  decideRequest(table, { method, url, headers });
const MARK = "m".repeat(32);

describe("decideRequest", () => {
  it("refuses methods outside what the app serves, on API paths and pages, with Allow", () => {
    expect(head("TRACE", "/api/things")).toEqual({ status: 405, allow: ["GET", "POST", "HEAD", "OPTIONS"] });
    expect(head("PROPFIND", "/tariff")).toEqual({ status: 405, allow: ["GET", "HEAD", "POST", "OPTIONS"] });
    expect(head("PUT", "/tariff").status).toBe(405);
    expect(head("TRACE", "/api/nothing-here").status).toBe(405);
  });

  it("refuses a method the route does not export, whatever the letter case of the path; fixed segments win over parameters", () => {
    expect(head("DELETE", "/API/Things")).toEqual({ status: 405, allow: ["GET", "POST", "HEAD", "OPTIONS"] });
    expect(head("DELETE", "/api/things/7").status).toBeUndefined();
    expect(head("DELETE", "/api/things/search")).toEqual({ status: 405, allow: ["GET", "HEAD", "OPTIONS"] });
    expect(head("HEAD", "/api/things").status).toBeUndefined();
    expect(head("OPTIONS", "/api/things/7").status).toBeUndefined();
    // An unknown API path is left to proxy.ts (its JSON 404).
    expect(head("POST", "/api/nothing-here", { "content-length": "10" })).toEqual({ limit: 65536 });
  });

  it("refuses a declared body over the route's limit, and any body without a declared length (411)", () => {
    expect(head("POST", "/api/things?x=1", { "content-length": "1001" })).toEqual({ status: 413 });
    expect(head("POST", "/api/things", { "content-length": "1000" })).toEqual({ limit: 1000 });
    expect(head("POST", "/api/things", { "transfer-encoding": "chunked" })).toEqual({ status: 411 });
    expect(head("POST", "/tariff", { "content-length": "2001" })).toEqual({ status: 413 });
    expect(head("POST", "/tariff", { "transfer-encoding": "chunked" })).toEqual({ status: 411 });
    expect(head("POST", "/api/auth/callback/credentials", { "transfer-encoding": "chunked" })).toEqual({ status: 411 });
  });

  it("without a table applies the global caps only", () => {
    const none = loadRequestTable(path.join(work, "missing.json"));
    expect(decideRequest(none, { method: "POST", url: "/api/x", headers: { "content-length": "10485760" } })).toEqual({
      limit: 10485760,
    });
    expect(
      decideRequest(none, { method: "POST", url: "/api/x", headers: { "content-length": "10485761" } }).status,
    ).toBe(413);
  });
});

describe("on a real server", () => {
  let server: http.Server;
  let port = 0;
  const seen: { path: string; bytes: number; address?: string; mark?: string }[] = [];
  beforeAll(async () => {
    server = http.createServer();
    openFrontDoor(server, {
      table,
      hops: 1,
      mark: MARK,
      log: () => {},
      fair: { perAddress: 100, total: 1000, sliceMs: 5 }, // as the server runs it
      handle: (req, res) => {
        let bytes = 0;
        req.on("data", (chunk: Buffer) => (bytes += chunk.length));
        req.on("end", () => {
          const address = req.headers[CLIENT_ADDRESS_HEADER] as string | undefined;
          seen.push({
            path: req.url ?? "",
            bytes,
            address,
            mark: req.headers[CLIENT_MARK_HEADER] as string | undefined,
          });
          res.writeHead(200, { "content-type": "application/json" });
          res.end(JSON.stringify({ bytes, address }));
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    rmSync(work, { recursive: true, force: true });
  });

  /** The raw answer to bytes written on a fresh connection. */
  function raw(text: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, "127.0.0.1", () => socket.write(text));
      let answer = "";
      socket.on("data", (chunk) => (answer += chunk.toString("utf8")));
      socket.on("end", () => resolve(answer));
      socket.on("error", reject);
    });
  }
  const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf("\r\n\r\n") + 4));

  it("answers TRACE, CONNECT and an unknown verb 405 with the JSON error and Allow", async () => {
    for (const request of [
      "TRACE /api/things HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
      "CONNECT example.com:443 HTTP/1.1\r\nHost: example.com\r\n\r\n",
      "FOO /tariff HTTP/1.1\r\nHost: x\r\n\r\n",
    ]) {
      const answer = await raw(request);
      expect(answer, request).toMatch(/^HTTP\/1\.1 405 /);
      expect(answer).toMatch(/\r\nallow: GET, /i);
      expect(bodyOf(answer)).toEqual({ errors: [HTTP_MESSAGES.methodNotAllowed], codes: ["method_not_allowed"] });
    }
    expect(seen.filter((s) => s.path === "/api/things")).toEqual([]);
  });

  it("answers a declared body over the limit 413 without reading it", async () => {
    const answer = await raw(
      `POST /api/things HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5000000\r\nConnection: close\r\n\r\n{"a":`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(bodyOf(answer)).toEqual({ errors: [HTTP_MESSAGES.tooLarge], codes: ["too_large"] });
  });

  it("refuses a chunked body 411 without passing it on, and keeps serving on the same connection", async () => {
    const answer = await raw(
      "POST /api/things HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n" +
        "GET /api/things HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
    );
    expect(answer).toMatch(/^HTTP\/1\.1 411 /);
    expect(bodyOf(answer.slice(0, answer.indexOf("HTTP/1.1 200 ")))).toEqual({
      errors: [HTTP_MESSAGES.lengthRequired],
      codes: ["length_required"],
    });
    expect(answer).toContain("HTTP/1.1 200 ");
    expect(seen.filter((s) => s.path === "/api/things").map((s) => s.bytes)).toEqual([0]);
  });

  it("counts every answer by route kind and status, and each refusal by its reason, in the process's metrics", async () => {
    const count = async (name: string, series: string, labels: Record<string, string>) => {
      const metric = register.getSingleMetric(name);
      const values = metric ? (await metric.get()).values : [];
      return values
        .filter((v) => ((v as { metricName?: string }).metricName ?? name) === series)
        .filter((v) => Object.entries(labels).every(([k, l]) => String(v.labels[k]) === l))
        .reduce((sum, v) => sum + v.value, 0);
    };
    const histogram = "hamsafar_http_request_duration_seconds";
    const answered = () => count(histogram, `${histogram}_count`, { kind: "api", status: "200" });
    const refused = () => count("hamsafar_refusals_total", "hamsafar_refusals_total", { reason: "method" });
    const [answeredBefore, refusedBefore] = [await answered(), await refused()];
    expect((await fetch(`http://127.0.0.1:${port}/api/things`)).status).toBe(200);
    expect(await raw("TRACE /api/things HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")).toMatch(/^HTTP\/1\.1 405 /);
    expect(await answered()).toBe(answeredBefore + 1);
    expect(await refused()).toBe(refusedBefore + 1);
  });

  it("stamps the address the trusted proxy saw with the mark, dropping what the client sent under those names", async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/things/search`, {
      headers: {
        "x-forwarded-for": "9.9.9.9, 5.6.7.8",
        [CLIENT_ADDRESS_HEADER]: "6.6.6.6",
        [CLIENT_MARK_HEADER]: "guess",
      },
    });
    expect(await res.json()).toEqual({ bytes: 0, address: "5.6.7.8" });
    expect(seen.at(-1)).toMatchObject({ address: "5.6.7.8", mark: MARK });
  });
});

describe("the budget's refusals", () => {
  let server: http.Server;
  let port = 0;
  const held: http.ServerResponse[] = [];
  beforeAll(async () => {
    server = http.createServer();
    openFrontDoor(server, {
      table,
      hops: 0,
      mark: MARK,
      log: () => {},
      budget: createAddressBudget({ concurrency: 1, budgetMs: 1000, refillMsPerSecond: 100, waitMs: 0, queue: 10 }),
      // Every request is held open: the second one of the address finds no turn and no token.
      handle: (_req, res) => void held.push(res),
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    for (const res of held) res.end();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    rmSync(work, { recursive: true, force: true });
  });

  it("answers a call JSON and a page navigation a Persian page that reloads itself after Retry-After", async () => {
    void fetch(`http://127.0.0.1:${port}/tariff`).catch(() => {});
    await new Promise((r) => setTimeout(r, 100));
    const call = await fetch(`http://127.0.0.1:${port}/api/things/search`);
    expect(call.status).toBe(429);
    expect(call.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await call.json()).toEqual({ errors: [HTTP_MESSAGES.addressBusy], codes: ["too_many_requests"] });

    // fetch() always says Sec-Fetch-Mode: cors; a browser's navigation says navigate.
    const page = await new Promise<{ status?: number; headers: http.IncomingHttpHeaders; text: string }>(
      (resolve, reject) =>
        http
          .get(
            `http://127.0.0.1:${port}/tariff`,
            { headers: { accept: "text/html,application/xhtml+xml", "sec-fetch-mode": "navigate" } },
            (res) => {
              let text = "";
              res.on("data", (chunk) => (text += chunk));
              res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, text }));
            },
          )
          .on("error", reject),
    );
    expect(page.status).toBe(429);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    const seconds = page.headers["retry-after"];
    expect(Number(seconds)).toBeGreaterThanOrEqual(1);
    const html = page.text;
    expect(html).toContain('dir="rtl"');
    expect(html).toContain(HTTP_MESSAGES.addressBusy);
    expect(html).toContain(`<meta http-equiv="refresh" content="${seconds}">`);
    expect(html).toMatch(/[۱-۹] ثانیه/);
  });

  it("answers a declined link prefetch of Next's router 204 without a body: no 4xx for the browser to log", async () => {
    void fetch(`http://127.0.0.1:${port}/tariff`).catch(() => {});
    await new Promise((r) => setTimeout(r, 100));
    const declined = await fetch(`http://127.0.0.1:${port}/calendar`, {
      headers: { rsc: "1", "next-router-prefetch": "1", "next-router-segment-prefetch": "/_tree" },
    });
    expect(declined.status).toBe(204);
    expect(declined.headers.get("cache-control")).toBe("no-store");
    expect(Number(declined.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(await declined.text()).toBe("");
    // Not a flight answer: Next's router does not read it as a page (it checks the content type).
    expect(declined.headers.get("content-type")).toBeNull();
  });
});

describe("listeners on an answer", () => {
  it("adds one close listener to an answer with the budget and the fair queue on, so Next's own stay under Node's leak warning", async () => {
    const server = http.createServer();
    const counts: number[] = [];
    openFrontDoor(server, {
      table,
      hops: 0,
      mark: MARK,
      log: () => {},
      fair: { perAddress: 100, total: 1000, sliceMs: 5 },
      budget: createAddressBudget({ concurrency: 4, budgetMs: 1000, refillMsPerSecond: 100, waitMs: 0, queue: 10 }),
      handle: (_req, res) => {
        counts.push(res.listenerCount("close"));
        res.end("ok");
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/tariff`);
      expect(answer.status).toBe(200);
      // Node's own listener on the socket's answer and the front door's one; Next adds several of its own.
      expect(counts[0]).toBeLessThanOrEqual(2);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
