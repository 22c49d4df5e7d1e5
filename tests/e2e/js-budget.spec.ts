// Every anonymous public page of both hosts ships at most its JavaScript ceiling (bench/public-pages.ts: 80 KB gzipped,
// or a page's recorded figure while it is listed as not yet moved), measured as `npm run bench:pages` measures it
// (bench/page-js.ts) on the journeys' production server; and on a phone, what the tour page and a site's page load and
// run of their islands by their load (Chromium's coverage), against the figures recorded below.
import { expect, test, type Page } from "@playwright/test";
import { scriptUses, summarizeCoverage } from "../../bench/js-coverage";
import { pageJs } from "../../bench/page-js";
import { findPublicPageIds, jsCeiling, publicPages } from "../../bench/public-pages";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE = `http://localhost:${PORT}`;

test("every anonymous public page ships at most its JavaScript ceiling", async () => {
  test.setTimeout(180_000);
  const pages = publicPages(await findPublicPageIds(BASE), `kuhestan.localhost:${PORT}`);
  const over: string[] = [];
  for (const page of pages) {
    const measured = await pageJs(page.path, BASE, page.host).catch((error: Error) => error);
    if (measured instanceof Error) {
      // The certificate page exists only on a site with a certificate photo (the seeded one has none).
      if (page.optional && / answered 404,/.test(measured.message)) continue;
      throw measured;
    }
    const { gzip } = measured;
    const ceiling = jsCeiling(page.key);
    console.log(
      `${page.name} ${page.path}: ${(gzip / 1024).toFixed(1)} KB gzipped (ceiling ${(ceiling / 1024).toFixed(1)} KB)`,
    );
    if (gzip > ceiling) over.push(`${page.name} (${page.host ?? ""}${page.path}): ${gzip} > ${ceiling} bytes`);
  }
  expect(over, "pages over their JavaScript ceiling").toEqual([]);
});

/**
 * What a page loads and runs of its islands by its load on a phone (390×844), Chromium's coverage (bench/js-coverage.ts),
 * gzipped bytes: the figures recorded when the islands moved from React DOM to Preact (issue 34, 78.3 KB at load and
 * 54.2 KB of it not run before; bench/results/lighthouse.md), rounded up. A page growing past them fails: lower them
 * when a change cuts them.
 */
const FIRST_PAINT = {
  tour: { gzip: 21 * 1024, unusedGzip: 9.5 * 1024 },
  siteHome: { gzip: 1.9 * 1024, unusedGzip: 1.2 * 1024 },
};

async function islandsAtLoad(page: Page, url: string) {
  await page.coverage.startJSCoverage({ resetOnNavigation: false });
  await page.goto(url, { waitUntil: "networkidle" });
  return async () => {
    const entries = await page.coverage.stopJSCoverage();
    const uses = scriptUses(
      entries.map((e) => ({ url: e.url, source: e.source ?? "", functions: e.functions })),
      (address) => address.startsWith("http") && new URL(address).pathname.startsWith("/islands/"),
    );
    return summarizeCoverage(uses);
  };
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the tour page loads at first paint what its first screen shows live, the comments as they near the screen", async ({
    page,
  }) => {
    const { leaderId, tourId } = await findPublicPageIds(BASE);
    const asked: string[] = [];
    page.on("request", (request) => asked.push(new URL(request.url()).pathname));
    const stop = await islandsAtLoad(page, `${BASE}/${leaderId}/tour/${tourId}`);
    // The buy bar is live (the figures arrived, the continue button opens)…
    await expect(page.getByTestId("buy-continue-mobile")).toBeEnabled();
    await expect(page.getByTestId("registration-state")).toBeVisible();
    // …the comments, screens below, are not: their form opens once the island is hydrated.
    const commentFields = page.getByTestId("comment-form").getByRole("textbox", { name: "متن نظر" });
    await expect(commentFields).toBeDisabled();
    const atLoad = await stop();
    console.log(
      `tour page at load: ${atLoad.files} files, ${(atLoad.gzip / 1024).toFixed(1)} KB gzipped, ${(atLoad.unusedGzip / 1024).toFixed(1)} KB of it not run (${atLoad.unused} of ${atLoad.bytes} bytes raw)`,
    );
    expect(atLoad.gzip).toBeLessThanOrEqual(FIRST_PAINT.tour.gzip);
    expect(atLoad.unusedGzip).toBeLessThanOrEqual(FIRST_PAINT.tour.unusedGzip);

    const readComments = () => asked.filter((path) => path.endsWith("/comments")).length;
    expect(readComments(), "the comments are read only once their island is near").toBe(0);
    const scriptsAtLoad = asked.filter((path) => path.startsWith("/islands/")).length;

    await commentFields.scrollIntoViewIfNeeded();
    await expect(commentFields).toBeEnabled();
    expect(asked.filter((path) => path.startsWith("/islands/")).length).toBeGreaterThan(scriptsAtLoad);
    await expect.poll(readComments).toBe(1);
  });

  test("a public page downloads its font once: the preload names the stylesheet's file", async ({ page }) => {
    const { leaderId, tourId } = await findPublicPageIds(BASE);
    const fonts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "font") fonts.push(request.url());
    });
    await page.goto(`${BASE}/${leaderId}/tour/${tourId}`);
    await page.evaluate(() => document.fonts.ready);
    await page.waitForLoadState("networkidle");
    // The preload link and the @font-face rule must name one address, or the browser fetches the font twice
    // (components/fonts/vazirmatn.ts).
    expect(fonts, fonts.join("\n")).toHaveLength(1);
  });

  test("a site's page loads no renderer until its footer's buttons are touched, and the first click counts", async ({
    page,
  }) => {
    const stop = await islandsAtLoad(page, `http://kuhestan.localhost:${PORT}/`);
    const atLoad = await stop();
    console.log(`site home at load: ${atLoad.files} files, ${(atLoad.gzip / 1024).toFixed(1)} KB gzipped`);
    expect(atLoad.gzip).toBeLessThanOrEqual(FIRST_PAINT.siteHome.gzip);
    expect(atLoad.unusedGzip).toBeLessThanOrEqual(FIRST_PAINT.siteHome.unusedGzip);
    // The click that starts loading the island is held and given to it once it is live.
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.getByRole("button", { name: "قوانین و مقررات" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
  });
});
