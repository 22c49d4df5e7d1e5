// Issue 15's traveller fixes, at a desktop and a phone size: adornments never cover typed text,
// the tracking code reads the same everywhere, the ticket's amounts and extras, the 404 page and
// /tracking lead back to the public home, the favicon, the phone layout of the ticket, and a
// reload of the passengers step keeps what was typed. Every traveller page the journeys reach is
// checked with axe (no serious or critical violation) at both sizes, and the layouts that are the
// point of the fixes (adorned fields, the leader's tour list, the ticket and /tracking on a phone)
// are compared with committed screenshots (tests/e2e/traveller-polish.spec.ts-snapshots).
import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { login, newMobile, registerUser, SEEDED } from "./helpers";
import { expectAccessible } from "./helpers/axe";
import { apiToken, createTour, nationalIds, type CreatedTour } from "./public-flow";

const SIZES = [
  { name: "desktop", width: 1366, height: 800 },
  { name: "phone", width: 390, height: 844 },
] as const;

const PORT = Number(process.env.E2E_PORT ?? 3100);

/**
 * Pages compared with a screenshot show fixed data: a tour on a fixed day far ahead (its dates and
 * penalty never change), fixed names and national id. The tracking code, random per run, is
 * replaced by a fixed text before the picture is taken (same glyph count, so the same layout).
 */
const SCREENSHOT_START = new Date("2030-03-01T04:30:00Z");
const SCREENSHOT_TITLE = "تور دوروزه دماوند از مسیر جنوبی";
const FIXED_CODE = "HSF2K9Q7";

let tour: CreatedTour;
/** A confirmed card-to-card ticket on the screenshot tour (cancellable, so /tracking shows its cancel form). */
let pictured: { tour: CreatedTour; trackingId: string; mobile: string };

/** Reserve one adult paying card to card, send the reference and have the operator confirm it. */
async function paidTicket(
  request: APIRequestContext,
  on: CreatedTour,
  passenger: { nationalId: string; mobile: string },
) {
  const reserved = await request.post(`/api/tour/${on.id}/reservation/session/${on.sessionId}`, {
    data: {
      paymentMethod: "C2C",
      passengers: [
        {
          firstName: "نیلوفر",
          lastName: "احمدی",
          gender: "Female",
          ...passenger,
          ageGroup: "Adult",
          vehicleId: on.vehicleId,
          seat: 9,
          extraItems: [{ id: on.extraItemId, number: 1 }],
        },
      ],
    },
  });
  expect(reserved.ok(), await reserved.text()).toBe(true);
  const bill = await reserved.json();
  const refCode = `${Date.now()}`.slice(-9);
  const sent = await request.post(`/api/tour/bill/${bill.billId}/complete-c2c/${bill.paymentToken}/refId/${refCode}`);
  expect(sent.ok(), await sent.text()).toBe(true);
  const operator = { authorization: `Bearer ${await apiToken(request, SEEDED.operator)}` };
  const found = await request.get("/api/Operator/SearchPayments", {
    headers: operator,
    params: { "Resource.Term": refCode, PageSize: 5 },
  });
  const [payment] = (await found.json()).result;
  const confirmed = await request.put(`/api/Operator/determine-c2c-payment/${payment.paymentId}?confirm=true`, {
    headers: operator,
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  return bill.trackingId as string;
}

/** Ready for a picture: fonts loaded, no focus ring or hover, the tracking codes fixed. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    (document.activeElement as HTMLElement | null)?.blur();
  });
  await page.mouse.move(0, 0);
}

async function fixCodes(page: Page, codes: Locator) {
  for (const code of await codes.all()) await code.evaluate((el, text) => (el.textContent = text), FIXED_CODE);
}

test.beforeAll(async ({ request }) => {
  const shotTour = await createTour(request, { title: SCREENSHOT_TITLE, start: SCREENSHOT_START });
  const shotMobile = newMobile();
  pictured = {
    tour: shotTour,
    mobile: shotMobile,
    trackingId: await paidTicket(request, shotTour, { nationalId: "0012345679", mobile: shotMobile }),
  };

  tour = await createTour(request);
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
      const firstRow = page
        .getByRole("row")
        .filter({ has: page.getByRole("link", { name: "گزارش" }) })
        .first();
      await expect(firstRow).toBeVisible();
      const actions = firstRow
        .getByRole("button", { name: "بیشتر" })
        .locator("xpath=ancestor::div[contains(@class,'flex-wrap')][1]");
      expect((await actions.boundingBox())!.height).toBeLessThanOrEqual(40); // one line of 32 px buttons
      const list = page.getByRole("region", { name: "فهرست تورها" });
      const overflow = await list.evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const status = (await firstRow.getByTestId("tour-status").boundingBox())!;
      expect(status.x).toBeGreaterThanOrEqual(0);
      expect(status.x + status.width).toBeLessThanOrEqual(size.width);
    });

    test("the ticket shows the tracking code in Latin, the amounts in order and the extra items, without overflowing", async ({
      page,
    }) => {
      const ticket = pictured;
      await page.goto(
        `/${ticket.tour.leaderId}/tour/ticketPrint?mobile=${ticket.mobile}&trackingId=${ticket.trackingId}`,
      );
      await expect(page.getByTestId("ticket-tracking-id")).toHaveText(ticket.trackingId);
      await expect(page.getByTestId("ticket-total")).toContainText("۲٬۳۰۰٬۰۰۰ تومان");
      await expect(page.getByTestId("ticket-paid")).toBeVisible();
      const rows =
        size.name === "phone" ? page.getByTestId("ticket-passenger-card") : page.getByTestId("ticket-passenger");
      await expect(rows).toHaveCount(1);
      await expect(rows).toContainText("اجاره کیسه خواب");
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await expect(page.getByTestId("ticket-qr")).toHaveJSProperty("complete", true);
      await expectAccessible(page, "the printable ticket");
      if (size.name === "phone") {
        await fixCodes(page, page.getByTestId("ticket-tracking-id"));
        await settle(page);
        await expect(page.getByTestId("ticket")).toHaveScreenshot("ticket-phone.png", {
          mask: [page.getByTestId("ticket-qr")],
        });
      }
    });

    test("an unknown address shows the 404 with a title, the public frame and a way to the public home", async ({
      page,
    }) => {
      const response = await page.goto("/no-such-page-here");
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle(/صفحه مورد نظر پیدا نشد/);
      await expect(page.getByRole("heading", { name: "صفحه مورد نظر پیدا نشد" })).toBeVisible();
      await expect(page.locator("footer")).toBeVisible();
      await expect(page.getByTestId("back-home")).toHaveAttribute("href", "/");
      await expectAccessible(page, "the 404 page");
    });

    test("/tracking carries the brand and a way back, and every page has a favicon", async ({ page, request }) => {
      await page.goto("/tracking");
      await expect(page.getByTestId("tracking-home")).toHaveAttribute("href", "/");
      const icon = await page.locator('link[rel="icon"]').first().getAttribute("href");
      expect(icon).toBeTruthy();
      const served = await request.get(icon!);
      expect(served.status()).toBe(200);
      expect(served.headers()["content-type"]).toContain("image/svg+xml");
      await expectAccessible(page, "/tracking");

      // A ticket found: its card and the cancel form, read on a phone.
      await page.getByLabel("شماره موبایل خریدار").fill(pictured.mobile);
      await page.getByLabel("کد رهگیری").fill(pictured.trackingId);
      await page.getByRole("button", { name: "پیگیری" }).click();
      await expect(page.getByTestId("cancel-passengers")).toBeVisible();
      await expectAccessible(page, "/tracking with a ticket");
      if (size.name === "phone") {
        await fixCodes(page, page.getByTestId("ticket-tracking-id"));
        await settle(page);
        await expect(page.getByTestId("ticket").locator("xpath=..")).toHaveScreenshot("tracking-ticket-phone.png");
      }
    });

    test("the public home, /tariff and a sale website's home and tour page pass axe", async ({ page, request }) => {
      for (const [path, label] of [
        ["/", "the landing page"],
        ["/tariff", "/tariff"],
        [`http://kuhestan.localhost:${PORT}/`, "the sale website's home"],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expectAccessible(page, label);
      }
      const view = await (await request.get("/api/sale-website/public/kuhestan")).json();
      const featured = view.featuredTours[0];
      await page.goto(`http://kuhestan.localhost:${PORT}/${featured.leaderId}/tour/${featured.id}`);
      await expect(page.getByRole("heading", { level: 1, name: featured.title })).toBeVisible();
      await expectAccessible(page, "the sale website's tour page");
    });

    test("every reserve step passes axe, and reloading the passengers step keeps what the traveller typed", async ({
      page,
    }) => {
      await page.goto(`/${tour.leaderId}/tour/${tour.id}`);
      await expect(page.getByRole("heading", { level: 1, name: tour.title })).toBeVisible();
      await expectAccessible(page, "the public tour page");
      // A phone buys from the bar fixed at the bottom, a desktop from the buy box.
      await page.getByTestId(size.name === "phone" ? "buy-continue-mobile" : "buy-continue").click();
      await expect(page).toHaveURL(/\/reserve\/busSeat/);
      await expect(page.locator('[data-seat="1"]')).toBeVisible();
      await expectAccessible(page, "the seats step");
      await page.locator(`[data-seat="${size.name === "phone" ? 21 : 20}"]`).click();
      await page.getByTestId("seats-continue").click();
      await expect(page).toHaveURL(/\/reserve\/passengersInfo/);
      await expect(page.locator('input[name="passengers.0.firstName"]')).toBeVisible();
      await expectAccessible(page, "the passengers step");

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
      await expect(page.locator(`[data-testid="extra-${tour.extraItemId}"]`).first()).toHaveAttribute(
        "aria-pressed",
        "true",
      );

      await page.locator('select[name="passengers.0.gender"]').selectOption("Male");
      await page.locator('input[name="passengers.0.mobile"]').fill(newMobile());
      await page.getByTestId("passengers-continue").click();
      await expect(page).toHaveURL(/\/reserve\/receipt/);
      await expect(page.getByTestId("receipt-total")).toBeVisible();
      await expectAccessible(page, "the payment step");
      await page.getByTestId("pay").click();
      await expect(page).toHaveURL(/\/payment\/sandbox\//);
      await expectAccessible(page, "the sandbox gateway");
      await page.getByRole("button", { name: "پرداخت موفق" }).click();
      await expect(page).toHaveURL(/\/reserve\/finalReceipt\?.*status=paid/);
      await expect(page.getByTestId("ticket-status")).toHaveAttribute("data-status", "ConfirmedPayment");
      await expectAccessible(page, "the final receipt");
    });

    test("adorned fields and the leader's tour list match their screenshots", async ({ page, request }) => {
      // A leader of their own, so the list holds exactly the two tours made here.
      const leader = await registerUser(request, {
        role: "Leader",
        confirmed: true,
        firstName: "مهسا",
        lastName: "کوهنورد",
      });
      await createTour(request, { account: leader, title: "صعود زمستانه توچال", start: SCREENSHOT_START });
      await createTour(request, {
        account: leader,
        title: SCREENSHOT_TITLE,
        start: new Date(SCREENSHOT_START.getTime() + 7 * 24 * 3600 * 1000),
      });

      await page.goto("/auth/login");
      const password = page.getByLabel(/رمز عبور/).first();
      await password.fill("a-long-password-typed-here-1234");
      await settle(page);
      await expect(password.locator("xpath=..")).toHaveScreenshot(`adorned-password-${size.name}.png`);

      await login(page, leader.mobile, leader.password, "/dashboard");
      await page.goto("/dashboard/tour");
      const list = page.getByRole("region", { name: "فهرست تورها" });
      await expect(list.getByText(SCREENSHOT_TITLE)).toBeVisible();
      await settle(page);
      await expect(list).toHaveScreenshot(`tour-list-${size.name}.png`);

      await page.goto("/dashboard/financial/wallet");
      const money = page.getByLabel("مبلغ شارژ (تومان)");
      await money.fill("12500000");
      await settle(page);
      await expect(money.locator("xpath=..")).toHaveScreenshot(`adorned-money-${size.name}.png`);

      await page.goto("/dashboard/tour/defaultSettings");
      await page.getByRole("button", { name: "افزودن قانون" }).click();
      const percent = page.getByLabel("درصد جریمه").last();
      await percent.fill("35");
      await settle(page);
      await expect(percent.locator("xpath=..")).toHaveScreenshot(`adorned-percent-${size.name}.png`);

      await page.goto("/dashboard/profile/editProfile");
      const sheba = page.getByLabel("شماره شبا");
      await sheba.fill("120170000000123456789012");
      await settle(page);
      await expect(sheba.locator("xpath=..")).toHaveScreenshot(`adorned-sheba-${size.name}.png`);
    });
  });
}

test("the tour page shows the route with map links, the leader's contacts and other open tours", async ({
  page,
  request,
}) => {
  const other = await createTour(request, { title: `تور دیگر ${Date.now().toString(36)}`, daysAhead: 10 });
  await page.goto(`/${tour.leaderId}/tour/${tour.id}`);
  const route = page.getByTestId("tour-route");
  await expect(route).toContainText("مبدأ: تهران، میدان آزادی");
  await expect(route).toContainText("مقصد: دماوند، روستای پلور");
  await expect(route.getByRole("link", { name: "نشان" })).toHaveAttribute("href", /35\.699700,51\.338000/);
  await expect(route.getByRole("link", { name: "برنامه نقشه" })).toHaveAttribute("href", "geo:35.699700,51.338000");
  const footer = page.getByTestId("leader-footer");
  await expect(footer.getByTestId("leader-whatsapp")).toHaveAttribute(
    "href",
    `https://wa.me/98${SEEDED.leader.mobile.slice(1)}`,
  );
  await expect(footer.getByRole("link", { name: /همه تورهای/ })).toHaveAttribute("href", `/${tour.leaderId}`);
  await expect(page.getByTestId("other-tours").getByRole("link", { name: new RegExp(other.title) })).toHaveAttribute(
    "href",
    `/${other.leaderId}/tour/${other.id}`,
  );

  // A shared link shows a preview; search engines read the trip and its offer.
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", tour.title);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", /summary/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    new RegExp(`/${tour.leaderId}/tour/${tour.id}$`),
  );
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
  expect(jsonLd["@type"]).toBe("TouristTrip");
  expect(jsonLd.offers[0]).toMatchObject({
    "@type": "Offer",
    price: 2_000_000,
    availability: "https://schema.org/InStock",
  });
});
