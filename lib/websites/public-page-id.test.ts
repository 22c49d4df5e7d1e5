import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";
import { proxy } from "@/proxy";
import { publicPageId, type PublicPageId } from "./public-page-id";
import { publicPageExists } from "./public-page-exists";

// proxy.ts imports the lookup itself; here it answers without a database.
vi.mock("./public-page-exists", () => ({ publicPageExists: vi.fn() }));
const providePublicPageLookup = (lookup: (page: PublicPageId) => Promise<boolean>) =>
  vi.mocked(publicPageExists).mockImplementation(lookup);

describe("the ids a public page's path names", () => {
  it("reads the leader, tour and product pages, and nothing else", () => {
    expect(publicPageId("/12")).toEqual({ kind: "leader", leaderId: 12 });
    expect(publicPageId("/12/tour/5")).toEqual({ kind: "tour", leaderId: 12, tourId: 5 });
    expect(publicPageId("/12/product/7")).toEqual({ kind: "product", leaderId: 12, productId: 7 });
    const others = [
      "/",
      "/tariff",
      "/tracking",
      "/_unknown",
      "/12/tour",
      "/12/tour/ticketPrint",
      "/12/tour/5/reserve/busSeat",
      "/12/mag/3",
    ];
    // The dashboard's own pages at the same depth are never taken for a tour or a product.
    others.push(
      "/dashboard/tour/add",
      "/dashboard/tour/checkin",
      "/dashboard/tour/defaultSettings",
      "/dashboard/product/add",
    );
    for (const path of others) {
      expect(publicPageId(path), path).toBeNull();
    }
  });

  it("knows ids that cannot exist without a lookup", () => {
    for (const path of ["/0", "/1234567890", "/0/tour/5", "/12/tour/abc", "/12/product/0", "/12/tour/99999999999"]) {
      expect(publicPageId(path), path).toEqual({ unknown: true });
    }
  });
});

describe("proxy.ts before an id-addressed page", () => {
  const asked: PublicPageId[] = [];
  const page = (url: string) => proxy(new NextRequest(new URL(url), { headers: { host: new URL(url).host } }));

  it("sends an unknown id to one fixed 404 path and lets a known one through; on a site host to the site's own 404", async () => {
    providePublicPageLookup(async (id) => {
      asked.push(id);
      return id.kind === "tour" && id.tourId === 5;
    });
    const known = await page("http://localhost:3000/12/tour/5");
    expect(known.headers.get("x-middleware-rewrite")).toBeNull();
    expect(known.headers.get("x-middleware-next")).toBe("1");
    for (const path of ["/12/tour/6", "/12/product/7", "/12/tour/abc"]) {
      const unknown = await page(`http://localhost:3000${path}`);
      expect(new URL(unknown.headers.get("x-middleware-rewrite")!).pathname, path).toBe("/_unknown");
    }
    const onSite = await page("http://tours.localhost:3000/12/tour/6");
    expect(new URL(onSite.headers.get("x-middleware-rewrite")!).pathname).toBe("/sites/tours.localhost/_unknown");
    // The path with an id that cannot exist was not looked up; the site's was.
    expect(asked).toHaveLength(4);
  });

  it("sends an unknown leader id to the one fixed 404 path, and lets a known leader through", async () => {
    asked.length = 0;
    providePublicPageLookup(async (id) => {
      asked.push(id);
      return id.kind === "leader" && id.leaderId === 12;
    });
    const known = await page("http://localhost:3000/12");
    expect(known.headers.get("x-middleware-rewrite")).toBeNull();
    expect(known.headers.get("x-middleware-next")).toBe("1");
    for (const path of ["/999999", "/0", "/1234567890"]) {
      const unknown = await page(`http://localhost:3000${path}`);
      expect(new URL(unknown.headers.get("x-middleware-rewrite")!).pathname, path).toBe("/_unknown");
    }
    expect(asked).toEqual([
      { kind: "leader", leaderId: 12 },
      { kind: "leader", leaderId: 999999 },
    ]);
  });

  it("on a site host, sends an unknown tour or product and any leader path to the site's kept 404, and a known page on", async () => {
    asked.length = 0;
    providePublicPageLookup(async (id) => {
      asked.push(id);
      return (id.kind === "tour" && id.tourId === 5) || (id.kind === "product" && id.productId === 7);
    });
    const site = (path: string) => page(`http://tours.localhost:3000${path}`);
    for (const path of ["/12/tour/6", "/12/product/8", "/12/product/0", "/12", "/999999"]) {
      const unknown = await site(path);
      expect(new URL(unknown.headers.get("x-middleware-rewrite")!).pathname, path).toBe(
        "/sites/tours.localhost/_unknown",
      );
    }
    for (const [path, to] of [
      ["/12/tour/5", "/sites/tours.localhost/12/tour/5"],
      ["/12/product/7", "/sites/tours.localhost/12/product/7"],
    ]) {
      expect(new URL((await site(path)).headers.get("x-middleware-rewrite")!).pathname, path).toBe(to);
    }
    // A site has no leader page: /{digits} on its host is its 404 without a lookup.
    expect(asked.map((id) => id.kind)).toEqual(["tour", "product", "tour", "product"]);
  });

  it("answers a leading-zero id with a permanent redirect to its one spelling on both hosts, before any lookup", async () => {
    asked.length = 0;
    providePublicPageLookup(async (id) => {
      asked.push(id);
      return true;
    });
    for (const origin of ["http://localhost:3000", "http://tours.localhost:3000"])
      for (const [path, to] of [
        ["/007/tour/5", "/7/tour/5"],
        ["/3/tour/005?source=instagram", "/3/tour/5?source=instagram"],
        ["/3/product/07", "/3/product/7"],
        ["/03/tour/5/reserve/busSeat", "/3/tour/5/reserve/busSeat"],
      ]) {
        const res = await page(`${origin}${path}`);
        expect(res.status, `${origin}${path}`).toBe(308);
        // The same host (Next makes a same-origin Location relative): a site's page stays on the site.
        const location = new URL(res.headers.get("location")!, origin);
        expect(location.origin + location.pathname + location.search, path).toBe(`${origin}${to}`);
      }
    expect(asked).toEqual([]);
    const canonical = await page("http://localhost:3000/7/tour/5");
    expect(canonical.status).toBe(200);
    expect(canonical.headers.get("x-middleware-next")).toBe("1");
  });

  it("renders as before when the lookup fails (the database is down)", async () => {
    providePublicPageLookup(() => Promise.reject(new Error("down")));
    const res = await page("http://localhost:3000/12/tour/6");
    expect(res.headers.get("x-middleware-rewrite")).toBeNull();
    expect(res.headers.get("x-middleware-next")).toBe("1");
  });
});
