import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";
import { proxy } from "@/proxy";
import { publicPageExists } from "./public-page-exists";
import { servesSitePath, SITE_PATHS } from "./site-paths";

// proxy.ts imports the id lookup itself; here every id exists, so only the route table decides.
vi.mock("./public-page-exists", () => ({ publicPageExists: vi.fn(async () => true) }));

const ROOT = process.cwd();
const APP_TREE = "app/(sites)/sites/[host]";
const PAGES_TREE = "pages/sites/[host]";

/** The routes under a tree as Next names them ("/my/ticket/[trackingId]"). */
function routesOf(tree: string, isRoute: (file: string) => string | null): string[] {
  const found: string[] = [];
  const walk = (dir: string, route: string[]) => {
    for (const name of readdirSync(path.join(ROOT, tree, dir))) {
      const rel = path.join(dir, name);
      if (statSync(path.join(ROOT, tree, rel)).isDirectory()) {
        // A route group "(x)" adds no segment; %5F is Next's way to a folder starting with "_".
        walk(rel, /^\(.*\)$/.test(name) ? route : [...route, name.replace(/^%5F/i, "_")]);
        continue;
      }
      const last = isRoute(name);
      if (last === null) continue;
      const parts = last ? [...route, last] : route;
      found.push(`/${parts.join("/")}`);
    }
  };
  walk("", []);
  return found;
}

/** App Router: a page.tsx or a route.ts is the folder's route. */
const appRoutes = () => routesOf(APP_TREE, (file) => (/^(page|route)\.(tsx?|jsx?)$/.test(file) ? "" : null));
/** Pages Router: every file is a page named after it; index is the folder's. */
const pagesRoutes = () =>
  routesOf(PAGES_TREE, (file) => {
    const name = file.replace(/\.(tsx?|jsx?)$/, "");
    if (name === file || name.startsWith("_")) return null;
    return name === "index" ? "" : name;
  });

/** Routes of the site tree that are not pages of the site's address: proxy.ts's rewrite targets (site-paths.ts says why). */
const REWRITE_TARGETS = ["/_unknown", "/to-platform/[[...path]]"];

describe("the site's route table", () => {
  it("serves every page and route of the site tree, and only those (a new page cannot be forgotten)", () => {
    const onDisk = [...appRoutes(), ...pagesRoutes()].filter((r) => !REWRITE_TARGETS.includes(r));
    // The walk itself finds what it must: both trees, the rewrite targets, a Pages page and an App page.
    expect(appRoutes()).toEqual(expect.arrayContaining(REWRITE_TARGETS));
    expect(onDisk).toEqual(expect.arrayContaining(["/", "/calendar/[month]/[day]/[page]", "/my/ticket/[trackingId]"]));
    const table = SITE_PATHS.map((p) => p.route);
    expect([...table].sort()).toEqual([...onDisk].sort());
    expect(new Set(table).size).toBe(table.length);
  });

  it("serves the site URLs the journeys open (tests/e2e)", () => {
    for (const url of [
      "/",
      "/calendar",
      "/calendar/1405-09",
      "/calendar/1405-09/08",
      "/calendar/1405-09/08/2",
      "/calendar/1403-12/30",
      "/certificate",
      "/mag",
      "/shop",
      "/tracking",
      "/my",
      "/my/ticket/HMS-4521",
      "/my/ticket/%DB%B1%DB%B2",
      "/refund-account",
      "/robots.txt",
      "/sitemap.xml",
      "/sitemap/pages.xml",
      "/sitemap/tours-1.xml",
      "/3/tour/17",
      "/3/tour/17/reserve/busSeat",
      "/3/tour/17/reserve/passengersInfo",
      "/3/tour/17/reserve/hold",
      "/3/tour/17/reserve/receipt",
      "/3/tour/17/reserve/finalReceipt",
      "/3/tour/ticketPrint",
      "/3/product/5",
      "/3/product/5/reserve",
      "/3/product/5/reserve/receipt",
      "/shop/",
    ])
      expect(servesSitePath(url), url).toBe(true);
  });

  it("does not serve any other path: unknown names, deeper paths, ids that are not digits, months that cannot exist", () => {
    for (const url of [
      "/no-such-page",
      "/no-such-page-12345",
      "/shop/x",
      "/my/zzz",
      "/my/ticket",
      "/my/ticket/a/b",
      "/Shop",
      "/3",
      "/9999999",
      "/3/no/such/page",
      "/3/tour",
      "/abc/tour/17",
      "/3/tour/abc",
      "/3/tour/17/reserve",
      "/3/tour/17/reserve/other",
      "/3/tour/17/extra",
      "/3/product/x",
      "/3/product/5/reserve/hold",
      "/3/ticketPrint",
      "/calendar/1405-13",
      "/calendar/1405-07/31",
      "/calendar/1405-01/08/1",
      "/calendar/1405-01/08/2/3",
      "/sitemap/nothing.txt",
      "/sitemap",
      "/robots.txt/x",
      "/_unknown",
      "/to-platform/auth/login",
      "/sites/kuhestan/shop",
      "//shop",
      "/my/ticket/%E0%A4%A",
    ])
      expect(servesSitePath(url), url).toBe(false);
  });
});

describe("proxy.ts on a site host", () => {
  const rewriteOf = async (url: string) => {
    const response = await proxy(new NextRequest(new URL(url), { headers: { host: new URL(url).host } }));
    const rewrite = response.headers.get("x-middleware-rewrite");
    return rewrite && new URL(rewrite).pathname;
  };

  it("sends a path the site does not have to its kept 404 without a lookup, and a page of the table to its page", async () => {
    vi.mocked(publicPageExists).mockClear();
    for (const path of [
      "/no-such-page",
      "/no-such-page-2",
      "/shop/x",
      "/my/zzz",
      "/3/no/such/page",
      "/calendar/1405-13",
    ])
      expect(await rewriteOf(`http://tours.localhost:3000${path}`), path).toBe("/sites/tours.localhost/_unknown");
    expect(publicPageExists).not.toHaveBeenCalled();
    for (const path of ["/", "/shop", "/my/ticket/T1", "/calendar/1405-09/08", "/12/tour/5/reserve/hold", "/12/tour/5"])
      expect(await rewriteOf(`http://tours.localhost:3000${path}`), path).toBe(
        `/sites/tours.localhost${path === "/" ? "" : path}`,
      );
  });

  it("leaves the platform's unknown paths to the platform's 404 as before", async () => {
    expect(await rewriteOf("http://localhost:3000/no-such-page")).toBeNull();
  });
});
