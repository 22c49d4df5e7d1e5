import { describe, expect, it } from "vitest";
import { builtOnce } from "./built-once";
import { matchesEtag } from "./matches-etag";

const request = (headers: Record<string, string> = {}) => new Request("http://localhost/api/openapi.json", { headers });

describe("builtOnce", () => {
  it("builds once for concurrent and later requests, and answers the same bytes with a strong ETag", async () => {
    let builds = 0;
    const serve = builtOnce("application/json", async () => {
      builds += 1;
      await new Promise((r) => setTimeout(r, 20));
      return JSON.stringify({ n: builds, text: "سلام" });
    });
    const answers = await Promise.all(Array.from({ length: 20 }, () => serve(request())));
    const later = await serve(request());
    expect(builds).toBe(1);
    const bodies = await Promise.all([...answers, later].map((r) => r.text()));
    expect(new Set(bodies)).toEqual(new Set([JSON.stringify({ n: 1, text: "سلام" })]));
    const etag = later.headers.get("etag")!;
    expect(etag).toMatch(/^"[\w-]{20,}"$/);
    expect(later.headers.get("cache-control")).toMatch(/max-age=\d+/);
    expect(later.headers.get("content-type")).toBe("application/json");
  });

  it("answers 304 with no body to a request that names the ETag, and the full body to another", async () => {
    const serve = builtOnce("text/html", async () => "<p>مرجع</p>");
    const etag = (await serve(request())).headers.get("etag")!;
    const again = await serve(request({ "if-none-match": `"other", ${etag}` }));
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("etag")).toBe(etag);
    const stale = await serve(request({ "if-none-match": '"other"' }));
    expect(stale.status).toBe(200);
    expect(await stale.text()).toBe("<p>مرجع</p>");
  });

  it("retries a failed build on the next request instead of keeping the failure", async () => {
    let calls = 0;
    const serve = builtOnce("application/json", async () => {
      calls += 1;
      if (calls === 1) throw new Error("import failed");
      return "{}";
    });
    await expect(serve(request())).rejects.toThrow("import failed");
    expect(await (await serve(request())).text()).toBe("{}");
  });

  it("reads If-None-Match lists, weak forms and *", () => {
    expect(matchesEtag('W/"a"', '"a"')).toBe(true);
    expect(matchesEtag("*", '"a"')).toBe(true);
    expect(matchesEtag('"b"', '"a"')).toBe(false);
    expect(matchesEtag(null, '"a"')).toBe(false);
  });
});
