// The server hook that answers before Next (scripts/request-guard.mjs): its decisions on a table like
// the one scripts/request-limits.ts writes, and the answers on a real HTTP server of this process
// (TRACE, CONNECT, a verb Node's parser refuses, a method a route does not export, a declared and a
// chunked body over the route's limit).
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bodyWasCut,
  CUT_REQUESTS as APP_CUT_REQUESTS,
  REQUEST_ID_HEADER as APP_REQUEST_ID_HEADER,
} from "@/lib/http/body-cut";
import { HTTP_MESSAGES } from "@/lib/http/messages";

// Imported without installing itself (the test installs it with its own table).
process.env.HAMSAFAR_REQUEST_GUARD = "0";
// @ts-expect-error plain ESM script without types
const { CUT_REQUESTS, decide, installRequestGuard, loadTable, REQUEST_ID_HEADER } = await import("./request-guard.mjs");

const work = mkdtempSync(path.join(os.tmpdir(), "hamsafar-guard-"));
const tableFile = path.join(work, "request-limits.json");
const TABLE = {
  messages: {
    methodNotAllowed: HTTP_MESSAGES.methodNotAllowed,
    tooLarge: HTTP_MESSAGES.tooLarge,
    lengthRequired: HTTP_MESSAGES.lengthRequired,
  },
  pageBodyLimit: 2000,
  routes: {
    "/api/things": { methods: { GET: 65536, POST: 1000 }, guarded: true },
    "/api/things/[id]": { methods: { DELETE: 65536 }, guarded: true },
    "/api/things/search": { methods: { GET: 65536 }, guarded: true },
    "/api/auth/[...nextauth]": { methods: { GET: 2000, POST: 2000 }, guarded: false },
  },
};
writeFileSync(tableFile, JSON.stringify(TABLE));
const table = loadTable(tableFile);
const head = (method: string, url: string, headers: Record<string, string> = {}) =>
  decide(table, { method, url, headers });

describe("decide", () => {
  it("shares the names the route wrapper reads", () => {
    expect(REQUEST_ID_HEADER).toBe(APP_REQUEST_ID_HEADER);
    expect(CUT_REQUESTS).toBe(APP_CUT_REQUESTS);
  });

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
    expect(head("POST", "/api/nothing-here", { "content-length": "10" })).toEqual({ limit: 65536, counted: false });
  });

  it("refuses a declared body over the route's limit; counts a chunked one only where the wrapper answers a cut", () => {
    expect(head("POST", "/api/things?x=1", { "content-length": "1001" })).toEqual({ status: 413 });
    expect(head("POST", "/api/things", { "content-length": "1000" })).toEqual({ limit: 1000, counted: false });
    expect(head("POST", "/api/things", { "transfer-encoding": "chunked" })).toEqual({ limit: 1000, counted: true });
    expect(head("POST", "/tariff", { "content-length": "2001" })).toEqual({ status: 413 });
    expect(head("POST", "/tariff", { "transfer-encoding": "chunked" })).toEqual({ status: 411 });
    expect(head("POST", "/api/auth/callback/credentials", { "transfer-encoding": "chunked" })).toEqual({ status: 411 });
  });
});

describe("on a real server", () => {
  let server: http.Server;
  let port = 0;
  const seen: { path: string; bytes: number; cut: boolean }[] = [];
  beforeAll(async () => {
    installRequestGuard(tableFile);
    server = http.createServer((req, res) => {
      let bytes = 0;
      req.on("data", (chunk: Buffer) => (bytes += chunk.length));
      req.on("end", () => {
        const cut = bodyWasCut(new Headers(req.headers as Record<string, string>));
        seen.push({ path: req.url ?? "", bytes, cut });
        res.writeHead(cut ? 413 : 200, { "content-type": "application/json" });
        res.end(JSON.stringify({ bytes, cut }));
      });
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
      `POST /api/things HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5000000\r\n\r\n{"a":`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(bodyOf(answer)).toEqual({ errors: [HTTP_MESSAGES.tooLarge], codes: ["too_large"] });
  });

  it("cuts a chunked body at the limit: the handler gets what came before, marked cut; within the limit it is whole", async () => {
    const send = (size: number) =>
      new Promise<{ status: number; body: { bytes: number; cut: boolean } }>((resolve, reject) => {
        const req = http.request(
          { port, host: "127.0.0.1", method: "POST", path: "/api/things", headers: { "transfer-encoding": "chunked" } },
          (res) => {
            let text = "";
            res.on("data", (c) => (text += c));
            res.on("end", () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
          },
        );
        req.on("error", reject);
        // The server stops reading at the limit: writes still queued may meet a closed socket.
        req.on("socket", (socket) => socket.on("error", () => {}));
        for (let sent = 0; sent < size; sent += 100) req.write("x".repeat(Math.min(100, size - sent)));
        req.end();
      });
    const small = await send(900);
    expect(small).toEqual({ status: 200, body: { bytes: 900, cut: false } });
    const large = await send(400_000);
    expect(large.status).toBe(413);
    expect(large.body.cut).toBe(true);
    expect(large.body.bytes).toBeLessThanOrEqual(1000);
  });
});
