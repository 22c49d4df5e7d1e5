// The OpenAPI document served before Next from bytes compressed once (server/serve-openapi-document.ts):
// brotli, gzip or plain by Accept-Encoding, each decoding to the build's file, with Vary, an ETag per
// encoding and 304 on a match; every other request, and this one while the file is missing, goes to Next.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chooseEncoding } from "@/lib/http/choose-encoding";
import { serveOpenApiDocument } from "./serve-openapi-document";

const dir = mkdtempSync(path.join(os.tmpdir(), "openapi-"));
const file = path.join(dir, "openapi.json");
const document = JSON.stringify({
  openapi: "3.1.0",
  paths: Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`/api/x/${i}`, { get: { summary: "سند" } }])),
});
let server: http.Server;
let base = "";
const passed: string[] = [];

function get(url: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.request(base + url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

beforeAll(async () => {
  server = http.createServer(
    serveOpenApiDocument(file, (req, res) => {
      passed.push(`${req.method} ${req.url}`);
      res.writeHead(503).end("next");
    }),
  );
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  rmSync(dir, { recursive: true, force: true });
});

describe("the OpenAPI document compressed once", () => {
  it("hands the request to Next while the build's file is missing, then serves the file once it is there", async () => {
    expect((await get("/api/openapi.json")).status).toBe(503);
    expect(passed).toEqual(["GET /api/openapi.json"]);
    writeFileSync(file, document);
    // The read the first request started may have run before or after the write: the next request is then either
    // handed to Next once more (and starts the compression) or already served; the one after is served.
    expect([200, 503]).toContain((await get("/api/openapi.json")).status);
    const answer = await get("/api/openapi.json");
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toBe(document);
  });

  it("answers brotli, gzip or plain bytes by Accept-Encoding, each the document, with Vary and its own ETag", async () => {
    const br = await get("/api/openapi.json", { "accept-encoding": "gzip, deflate, br" });
    const gz = await get("/API/OpenAPI.json?x=1", { "accept-encoding": "gzip" });
    const plain = await get("/api/openapi.json", { "accept-encoding": "identity" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(brotliDecompressSync(br.body).toString()).toBe(document);
    expect(gunzipSync(gz.body).toString()).toBe(document);
    expect(plain.body.toString()).toBe(document);
    expect(br.body.length).toBeLessThan(gz.body.length);
    expect(gz.body.length).toBeLessThan(document.length / 5);
    for (const a of [br, gz, plain]) {
      expect(a.headers.vary).toBe("Accept-Encoding");
      expect(a.headers["content-type"]).toBe("application/json; charset=utf-8");
      expect(a.headers["content-length"]).toBe(String(a.body.length));
      expect(a.headers["x-content-type-options"]).toBe("nosniff");
      expect(a.headers["cache-control"]).toMatch(/max-age=\d+/);
    }
    expect(new Set([br, gz, plain].map((a) => a.headers.etag)).size).toBe(3);
    const again = await get("/api/openapi.json", { "accept-encoding": "br" });
    expect(again.body.equals(br.body)).toBe(true);
  });

  it("answers 304 with no body to the ETag of the same encoding, and HEAD without a body", async () => {
    const gz = await get("/api/openapi.json", { "accept-encoding": "gzip" });
    const match = await get("/api/openapi.json", { "accept-encoding": "gzip", "if-none-match": gz.headers.etag! });
    expect(match.status).toBe(304);
    expect(match.body.length).toBe(0);
    const other = await get("/api/openapi.json", { "accept-encoding": "br", "if-none-match": gz.headers.etag! });
    expect(other.status).toBe(200);
    const head = await get("/api/openapi.json", { "accept-encoding": "gzip" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers["content-length"]).toBe(String(gz.body.length));
  });

  it("passes every other request to Next", async () => {
    passed.length = 0;
    await get("/api/openapi.jsonx");
    await get("/api/openapi.json", {}, "POST");
    await get("/tariff");
    expect(passed).toEqual(["GET /api/openapi.jsonx", "POST /api/openapi.json", "GET /tariff"]);
  });
});

describe("chooseEncoding", () => {
  it("reads the client's q-values, prefers brotli at equal weight, and refuses what is refused", () => {
    expect(chooseEncoding(undefined)).toBe("identity");
    expect(chooseEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(chooseEncoding("br;q=0.5, gzip")).toBe("gzip");
    expect(chooseEncoding("deflate")).toBe("identity");
    expect(chooseEncoding("*")).toBe("br");
    expect(chooseEncoding("br;q=0, gzip;q=0")).toBe("identity");
    expect(chooseEncoding("identity;q=0")).toBeNull();
    expect(chooseEncoding("*;q=0, gzip;q=0.1")).toBe("gzip");
  });
});
