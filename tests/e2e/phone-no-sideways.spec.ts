// Every public and dashboard page on a 390×844 phone (issue 22): the page never scrolls sideways
// (document.documentElement.scrollWidth <= innerWidth), and no middle dot stands beside a Persian
// digit (it reads as a zero). Public pages of the platform and of a sale website, then each role's
// pages signed in: leader, affiliate, operator, accountant. A failure names the widest elements.
import { expect, test, type Page } from "@playwright/test";
import { login, newMobile, SEEDED, signOutBrowser, withDb } from "./helpers";
import { createTour, nationalIds } from "./public-flow";
import { scrollThrough } from "./helpers/scroll-through";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const site = (path: string) => `http://kuhestan.localhost:${PORT}${path}`;

test.use({ viewport: { width: 390, height: 844 } });

/** What widened the page: the deepest elements wider than the screen, and elements placed outside it. */
function sticksOut() {
  const width = window.innerWidth;
  const describe = (el: Element) => {
    const r = el.getBoundingClientRect();
    const id = el.getAttribute("data-testid") ?? el.id ?? "";
    return `${el.tagName.toLowerCase()}${id ? `#${id}` : ""}.${String(el.className).slice(0, 60)} [${Math.round(r.left)}, ${Math.round(r.right)}] «${(el.textContent ?? "").trim().slice(0, 30)}»`;
  };
  const all = Array.from(document.body.querySelectorAll("*"));
  const wide = all.filter((el) => el.getBoundingClientRect().width > width + 1);
  const deepest = wide.filter((el) => !wide.some((other) => other !== el && el.contains(other)));
  const placed = all.filter((el) => {
    const r = el.getBoundingClientRect();
    return (
      r.width > 0 &&
      r.width <= width + 1 &&
      (r.left < -1 || r.right > width + 1) &&
      getComputedStyle(el).position !== "fixed"
    );
  });
  return {
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: width,
    wide: deepest.slice(0, 4).map(describe),
    outside: placed.slice(0, 4).map(describe),
  };
}

async function check(page: Page, url: string) {
  const res = await page.goto(url);
  expect(res?.status() ?? 0, url).toBeLessThan(500);
  await scrollThrough(page);
  // Client-rendered lists and cards come after the first paint. Best effort, bounded: a page that keeps
  // polling (live places) or prefetching never goes idle, and its layout is what this test reads.
  await page.waitForLoadState("networkidle", { timeout: 8_000 }).catch(() => undefined);
  await page.waitForTimeout(300);
  const seen = await page.evaluate(sticksOut);
  expect(seen.scrollWidth, `${url} scrolls sideways: ${JSON.stringify(seen)}`).toBeLessThanOrEqual(seen.innerWidth);
  const text = await page.locator("body").innerText();
  expect(
    text.match(/.{0,12}([۰-۹]\s*·|·\s*[۰-۹]).{0,12}/)?.[0] ?? null,
    `${url}: a middle dot beside a Persian digit`,
  ).toBeNull();
}

async function seeded() {
  return withDb(async (db) => {
    const one = async (sql: string, params: unknown[] = []) =>
      (await db.query<{ id: number }>(sql, params)).rows[0]?.id;
    const leaderId = (await one(`select id from "User" where mobile = $1`, [SEEDED.leader.mobile]))!;
    return {
      leaderId,
      tourId: (await one(
        `select id from "Tour" where "leaderId" = $1 and "isDraft" = false and "deletedAt" is null and status <> 'Cancelled' and "endTime" > now() order by id limit 1`,
        [leaderId],
      ))!,
      productId: (await one(`select id from "Product" where "leaderId" = $1 order by id limit 1`, [leaderId]))!,
    };
  });
}

test("public pages of the platform and of a sale website", async ({ page, request }) => {
  test.setTimeout(300_000);
  const { leaderId, tourId, productId } = await seeded();
  // A ticket to print (card to card: issued at once, waiting for the transfer code).
  const tour = await createTour(request);
  const mobile = newMobile();
  const reserved = await request.post(`/api/tour/${tour.id}/reservation/session/${tour.sessionId}`, {
    data: {
      paymentMethod: "C2C",
      passengers: [
        {
          firstName: "نیلوفر",
          lastName: "احمدی",
          gender: "Female",
          mobile,
          nationalId: nationalIds(1)[0],
          ageGroup: "Adult",
          vehicleId: tour.vehicleId,
          seat: 5,
          extraItems: [],
        },
      ],
    },
  });
  expect(reserved.ok(), await reserved.text()).toBe(true);
  const ticket = `/${tour.leaderId}/tour/ticketPrint?mobile=${mobile}&trackingId=${(await reserved.json()).trackingId}`;
  const pages = [
    "/",
    "/homePage",
    "/tariff",
    "/tracking",
    "/my",
    "/auth/login",
    "/auth/register",
    "/auth/forgetPassword",
    `/${leaderId}`,
    `/${leaderId}/tour/${tourId}`,
    `/${leaderId}/tour/${tourId}/reserve/passengersInfo`,
    `/${leaderId}/product/${productId}`,
    `/${leaderId}/product/${productId}/reserve`,
    ticket,
    "/no-such-page",
    site("/"),
    site("/calendar"),
    site("/shop"),
    site("/mag"),
    site("/certificate"),
    site("/tracking"),
    site("/my"),
    site(`/${leaderId}/tour/${tourId}`),
    site(`/${leaderId}/tour/${tourId}/reserve/passengersInfo`),
    site(`/${leaderId}/product/${productId}`),
    site(`/${leaderId}/product/${productId}/reserve`),
    site(ticket),
    site("/no-such-page"),
  ];
  for (const url of pages) await check(page, url);
});

test("a leader's dashboard pages", async ({ page }) => {
  test.setTimeout(300_000);
  const { tourId, productId } = await seeded();
  await login(page, SEEDED.leader.mobile, SEEDED.leader.password, SEEDED.leader.landing);
  for (const path of [
    "/dashboard",
    "/dashboard/tour",
    "/dashboard/tour/add",
    "/dashboard/tour/add/stepTwo",
    "/dashboard/tour/add/stepThree",
    `/dashboard/tour/edit/${tourId}`,
    `/dashboard/tour/edit/${tourId}/stepTwo`,
    `/dashboard/tour/edit/${tourId}/stepThree`,
    `/dashboard/tour/report/${tourId}`,
    "/dashboard/tour/defaultSettings",
    "/dashboard/discounts",
    "/dashboard/installmentSale",
    "/dashboard/product",
    "/dashboard/product/add",
    `/dashboard/product/edit/${productId}`,
    `/dashboard/product/report/${productId}`,
    "/dashboard/myPassengers",
    "/dashboard/financial",
    "/dashboard/financial/wallet",
    "/dashboard/websiteMaker",
    "/dashboard/websiteMaker/journeySetting",
    "/dashboard/profile",
    "/dashboard/profile/editProfile",
    "/dashboard/no-such-page",
  ]) {
    await check(page, path);
  }
});

test("an affiliate's dashboard pages", async ({ page }) => {
  test.setTimeout(300_000);
  await login(page, SEEDED.affiliate.mobile, SEEDED.affiliate.password, SEEDED.affiliate.landing);
  for (const path of [
    "/dashboard",
    "/dashboard/searchTours",
    "/dashboard/webService",
    "/dashboard/financial",
    "/dashboard/financial/wallet",
    "/dashboard/websiteMaker",
    "/dashboard/myPassengers",
    "/dashboard/profile/editProfile",
  ]) {
    await check(page, path);
  }
});

test("an operator's and an accountant's pages", async ({ page }) => {
  test.setTimeout(300_000);
  const { leaderId } = await seeded();
  await login(page, SEEDED.operator.mobile, SEEDED.operator.password, SEEDED.operator.landing);
  for (const path of [
    "/adminDashboard",
    `/adminDashboard/users/${leaderId}`,
    "/adminDashboard/affiliatesManagement",
    "/adminDashboard/affiliatesManagement/webServiceOrders",
    "/adminDashboard/userManagement",
    "/adminDashboard/tourManagement",
    "/adminDashboard/websiteMaker",
    "/adminDashboard/announcements",
    "/adminDashboard/financialReports/transactions",
    "/adminDashboard/financialReports/checkouts",
    "/adminDashboard/financialReports/cancellations",
    "/adminDashboard/no-such-page",
  ]) {
    await check(page, path);
  }
  await signOutBrowser(page);
  await login(page, SEEDED.accountant.mobile, SEEDED.accountant.password, SEEDED.accountant.landing);
  for (const path of [
    "/adminDashboard/financialReports/transactions",
    "/adminDashboard/financialReports/checkouts",
    "/adminDashboard/financialReports/cancellations",
  ]) {
    await check(page, path);
  }
});
