// Hardening in Chromium against the production build: signing in from a sale website returns the
// traveller to that site (an active site is an allowed redirect target), tricks in callbackUrl and
// unknown sites never leave the platform, and the panels, auth and payment pages cannot be framed.
import { expect, test, type Page } from "@playwright/test";
import { SEEDED } from "./helpers";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const platform = `http://localhost:${PORT}`;
const site = (sub: string, path = "/") => `http://${sub}.localhost:${PORT}${path}`;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

async function signIn(page: Page, account: { mobile: string; password: string }) {
  await page.getByLabel(/موبایل/).fill(account.mobile);
  await page
    .getByLabel(/رمز عبور/)
    .first()
    .fill(account.password);
  await page.getByRole("button", { name: /^ورود$/ }).click();
}

test("signing in from a sale website leads back to that site", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(site("kuhestan"));
  await page.getByRole("navigation", { name: "منوی سایت" }).getByRole("link", { name: "ورود" }).click();
  await expect(page).toHaveURL(
    new RegExp(`^${escape(platform)}/auth/login\\?callbackUrl=${escape(encodeURIComponent(site("kuhestan")))}$`),
  );
  await signIn(page, SEEDED.affiliate);
  await expect(page).toHaveURL(site("kuhestan"));
  await expect(page.getByRole("heading", { level: 1, name: "سفرهای کوهستان" })).toBeVisible();

  // The site's own /auth/login (typed, or an old link with a path) goes the same way; signed in,
  // the login page sends the traveller straight back to that page of the site.
  await page.goto(site("kuhestan", "/auth/login?callbackUrl=%2Ftracking"));
  await expect(page).toHaveURL(site("kuhestan", "/tracking"));
});

test("callbackUrl tricks and unknown sites never leave the platform", async ({ page }) => {
  await page.goto("/auth/login");
  await signIn(page, SEEDED.leader2);
  await expect(page).toHaveURL(`${platform}/dashboard`);
  // Signed in, the login page redirects at once: to the callback when it is allowed, else to the panel.
  for (const callback of [
    "/%09/evil.example",
    "/%0a/evil.example",
    "/%5Cevil.example",
    "//evil.example/",
    "http://evil.example/",
    `${site("kuhestan", "")}@evil.example/`,
    `http://user:pw@kuhestan.localhost:${PORT}/`,
    site("nosuchsite"),
    `http://kuhestan.localhost:1/`,
  ]) {
    await page.goto(`/auth/login?callbackUrl=${encodeURIComponent(callback)}`);
    await page.waitForLoadState("domcontentloaded");
    const url = new URL(page.url());
    expect(url.origin, callback).toBe(platform);
  }
  await page.goto(`/auth/login?callbackUrl=${encodeURIComponent(site("kuhestan", "/mag"))}`);
  await expect(page).toHaveURL(site("kuhestan", "/mag"));
});

test("panels, auth and payment pages refuse framing; every page is nosniff with a strict referrer policy", async ({
  request,
}) => {
  for (const path of ["/dashboard", "/adminDashboard", "/auth/login", "/payment/sandbox/unknown"]) {
    const res = await request.get(path, { maxRedirects: 0 });
    const csp = res.headers()["content-security-policy"] ?? "";
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(csp, path).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
    expect(res.headers()["x-frame-options"], path).toBe("DENY");
    expect(res.headers()["x-content-type-options"], path).toBe("nosniff");
    expect(res.headers()["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
  }
  const home = await request.get("/");
  expect(home.headers()["content-security-policy"]).toContain("frame-ancestors 'self'");
  expect(home.headers()["x-content-type-options"]).toBe("nosniff");
});
