// The tour page on a 390×844 phone (issue 22, items 5, 6, 13, 17): a sale website's WhatsApp button
// never covers the buy bar's "ادامه خرید" (and steps aside while the bar is opened); a long title
// among the leader's other tours is cut, not widening the page; a cancelled tour's sticky header
// says so instead of offering "خرید بلیت"; no middle dot stands beside a Persian digit (it reads as
// a zero: "۲ بازدید · ۱ خرید").
import { expect, test, type Page } from "@playwright/test";
import { registerUser } from "./helpers";
import { apiToken, createTour } from "./public-flow";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const site = (path: string) => `http://kuhestan.localhost:${PORT}${path}`;

test.use({ viewport: { width: 390, height: 844 } });

const noSideways = async (page: Page) =>
  expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);

test("a sale website's WhatsApp button stays clear of the buy bar's continue button", async ({ page, request }) => {
  const tour = await createTour(request, { title: `تور واتس‌اپ ${Date.now().toString(36)}` });
  await page.goto(site(`/${tour.leaderId}/tour/${tour.id}`));
  const go = page.getByTestId("buy-continue-mobile");
  const whatsapp = page.getByTestId("whatsapp-button");
  await expect(go).toBeVisible();
  await expect(whatsapp).toBeVisible();
  const [a, b] = [(await go.boundingBox())!, (await whatsapp.boundingBox())!];
  const overlaps = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  expect(overlaps, JSON.stringify({ continue: a, whatsapp: b })).toBe(false);
  // A tap anywhere on the button, its left third too, lands on the button.
  for (const x of [a.x + a.width / 6, a.x + a.width / 2, a.x + (5 * a.width) / 6]) {
    const hit = await page.evaluate(
      ([px, py]) => document.elementFromPoint(px, py)?.closest("[data-testid]")?.getAttribute("data-testid"),
      [x, a.y + a.height / 2],
    );
    expect(hit).toBe("buy-continue-mobile");
  }
  // Opened to its breakdown the bar is taller: the WhatsApp button steps aside meanwhile.
  await page.getByTestId("mobile-total").click();
  await expect(whatsapp).toBeHidden();
  await page.getByTestId("mobile-total").click();
  await expect(whatsapp).toBeVisible();
  await noSideways(page);
});

test("a long title among the leader's other tours does not widen the page", async ({ page, request }) => {
  const leader = await registerUser(request, { confirmed: true });
  const long = `تور ${"کوهپیمایی و طبیعت‌گردی در دامنه‌های البرز ".repeat(3)}${Date.now().toString(36)}`;
  await createTour(request, { account: leader, title: long });
  const shown = await createTour(request, { account: leader, title: `تور کوتاه ${Date.now().toString(36)}` });
  await page.goto(`/${shown.leaderId}/tour/${shown.id}`);
  await expect(page.getByTestId("other-tours")).toContainText(long.slice(0, 10));
  await noSideways(page);
  await expect(page.getByTestId("mobile-buy-header")).toBeInViewport({ ratio: 1 });
});

test("a cancelled tour's sticky header says it is cancelled instead of offering to buy", async ({ page, request }) => {
  const tour = await createTour(request, { title: `تور لغوی ${Date.now().toString(36)}` });
  const token = await apiToken(request, { mobile: "09120000003", password: "Leader#1234" });
  const reasons = await (
    await request.get("/api/Tour/CancellationReasons", { headers: { authorization: `Bearer ${token}` } })
  ).json();
  const cancelled = await request.post(`/api/Tour/${tour.id}/cancel`, {
    headers: { authorization: `Bearer ${token}` },
    data: { reason: reasons[0].id },
  });
  expect(cancelled.ok(), await cancelled.text()).toBe(true);
  for (const url of [`/${tour.leaderId}/tour/${tour.id}`, site(`/${tour.leaderId}/tour/${tour.id}`)]) {
    await page.goto(url);
    const header = page.getByTestId("mobile-buy-header");
    await expect(header).toBeVisible();
    await expect(header.getByRole("link", { name: "خرید بلیت" }), url).toHaveCount(0);
    await expect(header.getByTestId("mobile-buy-state")).toHaveText("تور لغو شده است");
  }
});

test("the leader's statistics never put a middle dot beside a Persian digit", async ({ page }) => {
  await page.goto("/auth/login");
  await page.getByLabel(/موبایل/).fill("09120000003");
  await page
    .getByLabel(/رمز عبور/)
    .first()
    .fill("Leader#1234");
  await page.getByRole("button", { name: /ورود/ }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId("chart-sources")).toContainText(/[۰-۹]+ بازدید، [۰-۹]+ خرید/);
  expect(await page.locator("main").innerText()).not.toMatch(/[۰-۹]\s*·|·\s*[۰-۹]/);
});
