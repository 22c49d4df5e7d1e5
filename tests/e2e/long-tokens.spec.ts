// Issue 32: what people type can be one unbroken token (Persian tours are named hashtag style on Instagram:
// #صعود_زمستانی_دماوند_…). A new leader types such tokens, each as long as its field allows (200 for a tour or
// product title), through the real calls: brand and name, tour title and description, product title and
// description, a visitor's comment, passengers' names on a ticket, the tour's logbook. The operator turns on the
// site's shop and magazine, so the product list and the logbook are measured there too. On a 390×844 phone no
// public page that shows them scrolls sideways, and on the tour page of both hosts «ادامه خرید» stays on the screen.
import { expect, test, type Page } from "@playwright/test";
import { registerUser, SEEDED } from "./helpers";
import { apiToken, createTour, nationalIds, payInSandbox } from "./public-flow";
import { scrollThrough } from "./helpers/scroll-through";

const PORT = Number(process.env.E2E_PORT ?? 3100);

test.use({ viewport: { width: 390, height: 844 } });

/** One unbroken token of exactly `length` characters (no space, no soft break). */
function token(length: number, base = "#صعود_زمستانی_دماوند_از_جبهه_جنوبی_") {
  return base.repeat(Math.ceil(length / base.length)).slice(0, length);
}

async function expectNoSideways(page: Page, url: string) {
  const res = await page.goto(url);
  expect(res?.status() ?? 0, url).toBeLessThan(400);
  await scrollThrough(page);
  await page.waitForLoadState("networkidle", { timeout: 8_000 }).catch(() => undefined);
  const seen = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    widest: Array.from(document.body.querySelectorAll("*"))
      .filter((el) => el.getBoundingClientRect().width > window.innerWidth + 1)
      .slice(-3)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 50)}`),
  }));
  expect(seen.scrollWidth, `${url} is ${seen.scrollWidth}px wide: ${seen.widest.join(" | ")}`).toBeLessThanOrEqual(390);
}

test("unbroken 200-character tokens typed by a leader and a visitor never widen a phone page", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const leader = await registerUser(request, { confirmed: true });
  const auth = { authorization: `Bearer ${await apiToken(request, leader)}` };
  const cities = (await (await request.get("/api/Provinces/citites")).json()) as { id: number; name: string }[];
  const brand = token(100, "#سفرهای_کوهستان_و_کویر_");
  const profile = await request.put("/api/Users/Self", {
    headers: auth,
    data: {
      firstName: token(50, "علی‌رضا_"),
      lastName: token(50, "کوهنورد_"),
      username: leader.mobile,
      nationalId: nationalIds(1)[0],
      brand,
      phone: "02188776655",
      address: token(200, "خیابان_ولیعصر_"),
      cityId: cities.find((c) => c.name === "تهران")!.id,
      profileAbout: token(200, "https://instagram.com/a_very_long_handle_"),
    },
  });
  expect(profile.ok(), await profile.text()).toBe(true);

  const sub = `lt${Date.now().toString(36)}`;
  const site = await request.post("/api/sale-website", {
    headers: auth,
    data: { subDomain: sub, planType: "Professional" },
  });
  expect(site.ok(), await site.text()).toBe(true);
  await payInSandbox(request, (await site.json()).billId);

  const title = token(200);
  const tour = await createTour(request, {
    account: leader,
    title,
    description: `${token(200)} ${token(200, "https://example.com/a_long_link_without_any_break_")}`,
  });
  const product = await request.post("/api/Product", {
    headers: auth,
    data: {
      title: token(200, "#کوله_پشتی_۵۰_لیتری_"),
      description: token(200, "#ضدآب_سبک_"),
      registrationEndTime: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      capacity: 5,
      price: 250_000,
      showInWebsite: true,
      tags: [],
    },
  });
  expect(product.ok(), await product.text()).toBe(true);
  const productId = (await product.json()).id as number;
  const operator = { authorization: `Bearer ${await apiToken(request, SEEDED.operator)}` };
  const features = await request.post("/api/sale-website/ChangeSetting", {
    headers: operator,
    data: { userId: tour.leaderId, planType: "Professional", selectedFeatureIds: [1, 2] },
  });
  expect(features.ok(), await features.text()).toBe(true);
  const logbookText = token(2000, "#سفرنامه_قله_دماوند_از_مسیر_جنوبی_");
  const logbook = await request.put(`/api/tour/${tour.id}/logbook`, {
    headers: auth,
    data: { logbook: logbookText, pastToursCount: 12, previousPassengerCount: 340 },
  });
  expect(logbook.ok(), await logbook.text()).toBe(true);
  const comment = await request.post(`/api/Tours/${tour.id}/comment`, {
    data: { fullName: token(100, "مسافر_"), text: token(1000, "#عالی_بود_") },
  });
  expect(comment.ok(), await comment.text()).toBe(true);

  const [nationalId] = nationalIds(1);
  const mobile = `0912${String(Date.now()).slice(-7)}`;
  const reserved = await request.post(`/api/tour/${tour.id}/reservation/session/${tour.sessionId}`, {
    data: {
      paymentMethod: "C2C",
      passengers: [
        {
          firstName: token(50, "نیلوفر_"),
          lastName: token(50, "احمدی_"),
          gender: "Female",
          mobile,
          nationalId,
          ageGroup: "Adult",
          vehicleId: tour.vehicleId,
          seat: 7,
          extraItems: [],
        },
      ],
    },
  });
  expect(reserved.ok(), await reserved.text()).toBe(true);
  const ticket = `/${tour.leaderId}/tour/ticketPrint?mobile=${mobile}&trackingId=${(await reserved.json()).trackingId}`;

  const onSite = (path: string) => `http://${sub}.localhost:${PORT}${path}`;
  for (const tourPage of [`/${tour.leaderId}/tour/${tour.id}`, onSite(`/${tour.leaderId}/tour/${tour.id}`)]) {
    await expectNoSideways(page, tourPage);
    await expect(page.getByRole("heading", { level: 1 }).first()).toContainText(title.slice(0, 20));
    await expect(page.getByTestId("comments")).toContainText(token(30, "#عالی_بود_"));
    await expect(page.getByTestId("buy-continue-mobile")).toBeInViewport({ ratio: 1 });
  }
  for (const url of [
    `/${tour.leaderId}`,
    `/${tour.leaderId}/product/${productId}`,
    ticket,
    onSite("/"),
    onSite("/calendar"),
    onSite("/shop"),
    onSite("/mag"),
    onSite(`/${tour.leaderId}/product/${productId}`),
    onSite(ticket),
  ])
    await expectNoSideways(page, url);
  // The site's home does show the brand and the tour's title, the shop the product's title and the magazine the
  // logbook and the tour's title (so the checks above measured them).
  await page.goto(onSite("/"));
  await expect(page.locator("body")).toContainText(brand.slice(0, 20));
  await expect(page.locator("body")).toContainText(title.slice(0, 20));
  await page.goto(onSite("/shop"));
  await expect(page.getByTestId("shop-product")).toContainText(token(40, "#کوله_پشتی_۵۰_لیتری_"));
  await page.goto(onSite("/mag"));
  await expect(page.locator("main")).toContainText(title.slice(0, 20));
  await expect(page.locator("main")).toContainText(logbookText.slice(0, 30));
});
