// The front door's page memo (server/page-memo.ts) on a real HTTP server, with a stand-in for Next that counts what
// reaches it: a shared page is answered from the memo until the tag records change or its second is over, and
// nothing personal, uncacheable or other than a page's HTML is ever kept.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { memoizePages } from "./page-memo";

let server: http.Server;
let base = "";
let changes: number | undefined = 0;
let clock = 1_000_000;
let renders = 0;
const counted: string[] = [];

/** What the stand-in answers per path: Next's headers for each kind of answer. */
function next(req: http.IncomingMessage, res: http.ServerResponse) {
  renders++;
  const url = new URL(req.url!, "http://x");
  const page = `<html><body>${url.pathname} render ${renders}</body></html>`;
  const html = { "content-type": "text/html; charset=utf-8" };
  switch (url.pathname) {
    case "/static": // a page Next prerendered: no Cache-Control, an ETag
      res.setHeader("etag", `"e${renders}"`);
      for (const [k, v] of Object.entries(html)) res.setHeader(k, v);
      return res.end(page);
    case "/isr": // an ISR page, its headers given to writeHead alone, its body in two writes
      res.writeHead(200, { ...html, "cache-control": "s-maxage=300", "x-nextjs-cache": "MISS", etag: `"i${renders}"` });
      res.write(page.slice(0, 10));
      return res.end(page.slice(10));
    case "/gzip":
      if (!/gzip/.test(String(req.headers["accept-encoding"]))) return res.writeHead(200, html).end(page);
      return res.writeHead(200, { ...html, "content-encoding": "gzip", vary: "Accept-Encoding" }).end(gzipSync(page));
    case "/private":
      return res.writeHead(200, { ...html, "cache-control": "private, no-cache, no-store" }).end(page);
    case "/cookie":
      return res.writeHead(200, { ...html, "set-cookie": "a=1" }).end(page);
    case "/stale":
      return res.writeHead(200, { ...html, "cache-control": "s-maxage=300", "x-nextjs-cache": "STALE" }).end(page);
    case "/json":
      return res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ renders }));
    case "/missing":
      return res.writeHead(404, html).end(page);
    case "/raw": // a raw header list: passed on as given, never kept
      return res.writeHead(200, ["content-type", "text/html", "x-raw", "1"]).end(page);
    case "/big":
      return res.writeHead(200, html).end("x".repeat(3000));
    default:
      return res.writeHead(200, html).end(page);
  }
}

function get(url: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = http.request(base + url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString("latin1") }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

/** Two asks in a row: whether the second reached Next. */
async function keptAfterOne(url: string, headers: Record<string, string> = {}) {
  await get(url, headers);
  const before = renders;
  await get(url, headers);
  return renders === before;
}

beforeAll(async () => {
  server = http.createServer(
    memoizePages(next, {
      changes: () => changes,
      personal: (headers) => !!headers.authorization,
      now: () => clock,
      maxBytes: 8 * 1024,
      maxEntryBytes: 2048,
      count: (result) => counted.push(result),
    }),
  );
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((r) => server.close(r)));
beforeEach(() => {
  changes = (changes ?? 0) + 1; // each test starts with nothing kept
  clock += 10_000;
});

describe("the page memo", () => {
  it("answers a shared page again from its bytes, with its headers and a fresh Date, until its second is over", async () => {
    const first = await get("/isr");
    const rendered = renders;
    clock += 999;
    const second = await get("/isr");
    expect(renders).toBe(rendered);
    expect(second.body).toBe(first.body);
    expect(second.headers["etag"]).toBe(first.headers["etag"]);
    expect(second.headers["cache-control"]).toBe("s-maxage=300");
    expect(second.headers["content-length"]).toBe(String(Buffer.byteLength(first.body)));
    expect(second.headers["date"]).toBeDefined();
    // Served from a cache: Next's own word for it.
    expect(second.headers["x-nextjs-cache"]).toBe("HIT");
    clock += 1;
    expect((await get("/isr")).body).not.toBe(first.body);
    expect(renders).toBe(rendered + 1);
  });

  it("asks Next again as soon as the tag records change (an edit here or on another instance)", async () => {
    expect(await keptAfterOne("/static")).toBe(true);
    changes!++;
    const before = renders;
    await get("/static");
    expect(renders).toBe(before + 1);
  });

  it("keeps nothing while the cache's stores do not exist yet", async () => {
    changes = undefined;
    expect(await keptAfterOne("/static")).toBe(false);
    changes = 0;
  });

  it("keeps only a 200 HTML page a shared cache may keep, with no cookie and not stale", async () => {
    for (const url of ["/private", "/cookie", "/stale", "/json", "/missing", "/big", "/raw"])
      expect(await keptAfterOne(url), url).toBe(false);
    expect((await get("/raw")).headers["x-raw"]).toBe("1");
  });

  it("never answers or keeps a request with credentials, Next's own requests, a range or a call", async () => {
    expect(await keptAfterOne("/page", { authorization: "Bearer x" })).toBe(false);
    for (const header of ["rsc", "next-router-prefetch", "next-router-state-tree", "next-action", "x-nextjs-data"])
      expect(await keptAfterOne("/page", { [header]: "1" }), header).toBe(false);
    expect(await keptAfterOne("/page", { range: "bytes=0-10" })).toBe(false);
    expect(await keptAfterOne("/api/tour")).toBe(false);
    expect(await keptAfterOne("/_next/static/x.js")).toBe(false);
  });

  it("keeps one answer per host, address and Accept-Encoding", async () => {
    await get("/gzip", { host: "a.example" });
    const plain = renders;
    const zipped = await get("/gzip", { host: "a.example", "accept-encoding": "gzip" });
    expect(renders).toBe(plain + 1);
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    const again = await get("/gzip", { host: "a.example", "accept-encoding": "gzip" });
    expect(again.headers["content-encoding"]).toBe("gzip");
    expect(again.body).toBe(zipped.body);
    await get("/gzip", { host: "b.example", "accept-encoding": "gzip" });
    await get("/gzip?x=1", { host: "a.example", "accept-encoding": "gzip" });
    expect(renders).toBe(plain + 3);
  });

  it("answers HEAD without a body and If-None-Match with 304", async () => {
    const first = await get("/static");
    const before = renders;
    const head = await get("/static", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body).toBe("");
    const notModified = await get("/static", { "if-none-match": first.headers.etag! });
    expect(notModified.status).toBe(304);
    expect(notModified.body).toBe("");
    expect(notModified.headers.etag).toBe(first.headers.etag);
    expect((await get("/static", { "if-none-match": '"other"' })).status).toBe(200);
    expect(renders).toBe(before);
  });

  it("holds at most its bytes: the oldest pages go first", async () => {
    // 8 KB, each page ~1.1 KB with its overhead: the first of ten is gone, the last is kept.
    for (let i = 0; i < 10; i++) await get(`/p${i}`);
    const before = renders;
    await get("/p9");
    expect(renders).toBe(before);
    await get("/p0");
    expect(renders).toBe(before + 1);
  });

  it("counts each answer it saw as a hit or a miss", async () => {
    counted.length = 0;
    await get("/counted");
    await get("/counted");
    await get("/api/x");
    expect(counted).toEqual(["miss", "hit"]);
  });
});
