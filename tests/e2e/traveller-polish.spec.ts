// Issue 15's traveller fixes, at a desktop and a phone size: adornments never cover typed text,
// the tracking code reads the same everywhere, the ticket's amounts and extras, the 404 page and
// /tracking lead back to the public home, the favicon, the phone layout of the ticket, and a
// reload of the passengers step keeps what was typed.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { login, newMobile, SEEDED } from "./helpers";
import { createTour, nationalIds, type CreatedTour } from "./public-flow";

const SIZES = [
  { name: "desktop", width: 1366, height: 800 },
  { name: "phone", width: 390, height: 844 },
] as const;

let tour: CreatedTour;
let ticket: { trackingId: string; mobile: string };

test.beforeAll(async ({ request }) => {
  tour = await createTour(request);
  const mobile = newMobile();
  const [nationalId] = nationalIds(1);
  const reserved = await request.post(`/api/tour/${tour.id}/reservation/session/${tour.sessionId}`, {
    data: {
      paymentMethod: "C2C",
      passengers: [
        { firstName: "نیلوفر", lastName: "احمدی", gender: "Female", mobile, nationalId, ageGroup: "Adult", vehicleId: tour.vehicleId, seat: 9, extraItems: [{ id: tour.extraItemId, number: 1 }] },
      ],
    },
  });
  expect(reserved.ok(), await reserved.text()).toBe(true);
  ticket = { trackingId: (await reserved.json()).trackingId, mobile };
});

/** The adornment sits inside the input's padding: no typed character can be drawn under it. */
async function expectClearOfAdornment(input: Locator) {
  const adornment = input.locator("xpath=following-sibling::*[1]");
  const [inputBox, adornmentBox, paddingLeft] = await Promise.all([
    input.boundingBox(),
    adornment.boundingBox(),
    input.evaluate((el) => parseFloat(getComputedStyle(el).paddingLeft)),
  ]);
  expect(inputBox && adornmentBox).toBeTruthy();
  // The adornment is at the input's left end and ends before the text area starts.
  expect(adornmentBox!.x).toBeGreaterThanOrEqual(inputBox!.x - 1);
  expect(adornmentBox!.x + adornmentBox!.width).toBeLessThanOrEqual(inputBox!.x + paddingLeft + 1);
}

for (const size of SIZES) {
  test.describe(`at ${size.name} size`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test("the password's eye and the sheba's IR never cover typed text", async ({ page }) => {
      await page.goto("/auth/login");
      const password = page.getByLabel(/رمز عبور/).first();
      await password.fill("a-long-password-typed-here-1234");
      await expectClearOfAdornment(password);

      await login(page, SEEDED.leader.mobile, SEEDED.leader.password, "/dashboard");
      await page.goto("/dashboard/profile/editProfile");
      const sheba = page.getByLabel("شماره شبا");
      await sheba.fill("123456789012345678901234");
      await expectClearOfAdornment(sheba);
    });

    test("the leader's tour list keeps each row's actions on one line and fits the screen", async ({ page }) => {
      await login(page, SEEDED.leader.mobile, SEEDED.leader.password, "/dashboard");
      await page.goto("/dashboard/tour");
      const firstRow = page.getByRole("row").filter({ has: page.getByRole("link", { name: "گزارش" }) }).first();
      await expect(firstRow).toBeVisible();
      const actions = firstRow.getByRole("button", { name: "بیشتر" }).locator("xpath=ancestor::div[contains(@class,'flex-wrap')][1]");
      expect((await actions.boundingBox())!.height).toBeLessThanOrEqual(40); // one line of 32 px buttons
      const list = page.getByRole("region", { name: "فهرست تورها" });
      const overflow = await list.evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const status = (await firstRow.getByTestId("tour-status").boundingBox())!;
      expect(status.x).toBeGreaterThanOrEqual(0);
      expect(status.x + status.width).toBeLessThanOrEqual(size.width);
    });

    test("the ticket shows the tracking code in Latin, the amounts in order and the extra items, without overflowing", async ({ page }) => {
      await page.goto(`/${tour.leaderId}/tour/ticketPrint?mobile=${ticket.mobile}&trackingId=${ticket.trackingId}`);
      await expect(page.getByTestId("ticket-tracking-id")).toHaveText(ticket.trackingId);
      await expect(page.getByTestId("ticket-total")).toContainText("۲٬۳۰۰٬۰۰۰ تومان");
      await expect(page.getByTestId("ticket-paid")).toBeVisible();
      const rows = size.name === "phone" ? page.getByTestId("ticket-passenger-card") : page.getByTestId("ticket-passenger");
      await expect(rows).toHaveCount(1);
      await expect(rows).toContainText("اجاره کیسه خواب");
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });

    test("an unknown address shows the 404 with a title, the public frame and a way to the public home", async ({ page }) => {
      const response = await page.goto("/no-such-page-here");
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle(/صفحه مورد نظر پیدا نشد/);
      await expect(page.getByRole("heading", { name: "صفحه مورد نظر پیدا نشد" })).toBeVisible();
      await expect(page.locator("footer")).toBeVisible();
      await expect(page.getByTestId("back-home")).toHaveAttribute("href", "/");
    });

    test("/tracking carries the brand and a way back, and every page has a favicon", async ({ page, request }) => {
      await page.goto("/tracking");
      await expect(page.getByTestId("tracking-home")).toHaveAttribute("href", "/");
      const icon = await page.locator('link[rel="icon"]').first().getAttribute("href");
      expect(icon).toBeTruthy();
      const served = await request.get(icon!);
      expect(served.status()).toBe(200);
      expect(served.headers()["content-type"]).toContain("image/svg+xml");
    });
  });
}

test("the tour page shows the route with map links, the leader's contacts and other open tours", async ({ page, request }) => {
  const other = await createTour(request, { title: `تور دیگر ${Date.now().toString(36)}`, daysAhead: 10 });
  await page.goto(`/${tour.leaderId}/tour/${tour.id}`);
  const route = page.getByTestId("tour-route");
  await expect(route).toContainText("مبدأ: تهران، میدان آزادی");
  await expect(route).toContainText("مقصد: دماوند، روستای پلور");
  await expect(route.getByRole("link", { name: "نشان" })).toHaveAttribute("href", /35\.699700,51\.338000/);
  await expect(route.getByRole("link", { name: "برنامه نقشه" })).toHaveAttribute("href", "geo:35.699700,51.338000");
  const footer = page.getByTestId("leader-footer");
  await expect(footer.getByTestId("leader-whatsapp")).toHaveAttribute("href", `https://wa.me/98${SEEDED.leader.mobile.slice(1)}`);
  await expect(footer.getByRole("link", { name: /همه تورهای/ })).toHaveAttribute("href", `/${tour.leaderId}`);
  await expect(page.getByTestId("other-tours").getByRole("link", { name: new RegExp(other.title) })).toHaveAttribute("href", `/${other.leaderId}/tour/${other.id}`);

  // A shared link shows a preview; search engines read the trip and its offer.
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", tour.title);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", /summary/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/${tour.leaderId}/tour/${tour.id}$`));
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
  expect(jsonLd["@type"]).toBe("TouristTrip");
  expect(jsonLd.offers[0]).toMatchObject({ "@type": "Offer", price: 2_000_000, availability: "https://schema.org/InStock" });
});

async function startReservation(page: Page) {
  await page.goto(`/${tour.leaderId}/tour/${tour.id}`);
  await page.getByTestId("buy-continue").click();
  await expect(page).toHaveURL(/\/reserve\/busSeat/);
  await page.locator('[data-seat="20"]').click();
  await page.getByTestId("seats-continue").click();
  await expect(page).toHaveURL(/\/reserve\/passengersInfo/);
}

test("reloading the passengers step keeps what the traveller typed", async ({ page }) => {
  await startReservation(page);
  const [nationalId] = nationalIds(1);
  await page.locator('input[name="passengers.0.firstName"]').fill("کاوه");
  await page.locator('input[name="passengers.0.lastName"]').fill("سپهری");
  await page.locator('input[name="passengers.0.nationalId"]').fill(nationalId);
  await page.locator(`[data-testid="extra-${tour.extraItemId}"]`).first().click();
  // The draft is saved a moment after typing stops.
  await page.waitForTimeout(600);
  await page.reload();
  await expect(page.locator('input[name="passengers.0.firstName"]')).toHaveValue("کاوه");
  await expect(page.locator('input[name="passengers.0.lastName"]')).toHaveValue("سپهری");
  await expect(page.locator('input[name="passengers.0.nationalId"]')).toHaveValue(nationalId);
  await expect(page.locator(`[data-testid="extra-${tour.extraItemId}"]`).first()).toHaveAttribute("aria-pressed", "true");
});
