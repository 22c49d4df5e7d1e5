// A sale website keeps its identity on a phone (issue 22, items 7–9): /tracking sits in the site's
// own header (not a second, Hamsafar one), an unknown path shows the site's 404 in the site's chrome
// with no console errors (the platform's 404 prefetched platform links the site's policy refuses),
// /icon.svg answers on the site host, the home's link groups lead only somewhere, and a product
// bought on the site returns the buyer to the site through the gateway.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { newMobile, SEEDED } from "./helpers";
import { apiToken, nationalIds } from "./public-flow";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const site = (path = "/") => `http://kuhestan.localhost:${PORT}${path}`;
/** Node does not resolve *.localhost (Chromium does): a request to the site host names it in Host. */
const onSite = (request: APIRequestContext, path: string) =>
  request.get(`http://localhost:${PORT}${path}`, { headers: { host: `kuhestan.localhost:${PORT}` } });

test.use({ viewport: { width: 390, height: 844 } });

/** Console errors (a refused prefetch logs one) while `fn` runs. */
async function consoleErrors(page: Page, fn: () => Promise<void>): Promise<string[]> {
  const errors: string[] = [];
  const listen = (m: { type(): string; text(): string }) => void (m.type() === "error" && errors.push(m.text()));
  page.on("console", listen);
  await fn();
  // Prefetches run when links scroll into view and the browser is idle.
  await page.mouse.wheel(0, 2000);
  await page.waitForTimeout(1500);
  page.off("console", listen);
  return errors;
}

const siteMenu = (page: Page) => page.getByRole("navigation", { name: "منوی سایت" });

test("/tracking on a site host has the site's header only", async ({ page }) => {
  await page.goto(site("/tracking"));
  await expect(page.getByRole("heading", { level: 1, name: "پیگیری و لغو بلیت" })).toBeVisible();
  await expect(siteMenu(page)).toBeVisible();
  await expect(page.getByTestId("tracking-home")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "صفحه اصلی همسفر" })).toHaveCount(0);
  // The platform's page keeps Hamsafar's header.
  await page.goto("/tracking");
  await expect(page.getByTestId("tracking-home")).toBeVisible();
});

test("an unknown path of a site host is the site's own 404, without console errors; /icon.svg answers", async ({
  page,
}) => {
  for (const path of ["/no-such-page", "/3/no/such/page", "/9999999"]) {
    const errors = await consoleErrors(page, async () => {
      const res = await page.goto(site(path));
      expect(res!.status(), path).toBe(404);
    });
    await expect(page.getByRole("heading", { name: "صفحه مورد نظر پیدا نشد" })).toBeVisible();
    await expect(siteMenu(page)).toBeVisible();
    await expect(page.getByRole("link", { name: "سفرهای کوهستان" }).first()).toBeVisible();
    // A link prefetch the address budget declines is answered 204 (server/answer-busy.ts), which Chromium does not log.
    expect(
      errors.filter((e) => !/404 \(Not Found\)/.test(e)),
      path,
    ).toEqual([]);
  }
  const icon = await onSite(page.request, "/icon.svg");
  expect(icon.status()).toBe(200);
  expect(icon.headers()["content-type"]).toContain("image/svg+xml");
});

test("the home's link groups lead only to pages and sections that exist", async ({ page, request }) => {
  await page.goto(site());
  const links = page.getByTestId("link-groups").getByRole("link");
  await expect(links.first()).toBeVisible();
  const hrefs = await links.evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
  for (const href of hrefs) {
    const url = new URL(href);
    if (url.host === new URL(site()).host) {
      if (url.hash) {
        await expect(page.locator(`[id="${url.hash.slice(1)}"]`), href).toHaveCount(1);
      } else if ((await onSite(request, `${url.pathname}${url.search}`)).status() !== 200) {
        // site-pages.spec.ts uploads and deletes the seeded site's certificate meanwhile: a page gone between the two
        // reads is fine only if the home, read again, no longer links it.
        await page.goto(site());
        const now = await links.evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
        expect(now, `${href} answers no page but the home still links it`).not.toContain(href);
      }
    } else {
      // Another site: a real page there, never a network's bare home page.
      expect(url.pathname.length, href).toBeGreaterThan(1);
    }
  }
});

test("a product bought on the site host comes back to the site, in its header, with the way back to the product", async ({
  page,
  request,
}) => {
  const token = await apiToken(request, SEEDED.leader);
  const title = `محصول سایت ${Date.now().toString(36)}`;
  const created = await request.post("/api/Product", {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title,
      registrationEndTime: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      capacity: 5,
      price: 300_000,
      showInWebsite: true,
      tags: [],
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const product = (await created.json()) as { id: number; leaderId: number };
  await page.goto(site(`/${product.leaderId}/product/${product.id}/reserve`));
  await page.getByLabel(/^نام\*?$/).fill("سارا");
  await page.getByLabel(/^نام خانوادگی/).fill("سایتی");
  await page.getByLabel(/^موبایل/).fill(newMobile());
  await page.getByLabel(/^کد ملی/).fill(nationalIds(1)[0]);
  await page.getByRole("button", { name: "پرداخت" }).click();
  await expect(page).toHaveURL(/\/payment\/sandbox\//);
  await page.getByRole("button", { name: "پرداخت موفق" }).click();
  await expect(page).toHaveURL(
    new RegExp(
      `^${site("").replace(/\./g, "\\.")}/${product.leaderId}/product/${product.id}/reserve/receipt\\?.*status=paid`,
    ),
  );
  await expect(page.getByTestId("receipt-status")).toHaveText("پرداخت شده");
  await expect(siteMenu(page)).toBeVisible();
  await page.getByRole("link", { name: "بازگشت به صفحه محصول" }).click();
  await expect(page).toHaveURL(site(`/${product.leaderId}/product/${product.id}`));
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
});
