// Issue 11's journey: an affiliate (assigned to the seeded leader) finds the leader's tour on
// /dashboard/searchTours, copies the selling link, a traveller buys through it at the sandbox
// gateway, and the affiliate's dashboard shows the commission in the wallet balance and the sales
// report. Also: the web-service order.
import { expect, test } from "@playwright/test";
import { login, newMobile, registerUser, SEEDED, withDb } from "./helpers";
import { createTour, nationalIds, type CreatedTour } from "./public-flow";

let tour: CreatedTour;
let affiliate: { id: number; mobile: string; password: string };

test.beforeAll(async ({ request }) => {
  tour = await createTour(request, { capacity: 30, title: `تور همکاران ${Date.now().toString(36)}` });
  affiliate = await registerUser(request, { role: "Affiliate", confirmed: true, firstName: "همکار", lastName: "فروش" });
  await withDb(async (db) => {
    // The leader opens the tour to sellers (10% of a ticket); an operator assigns the affiliate to the leader.
    await db.query(
      `update "Tour" set "affiliatesCanSellThisTour" = true, "shareFromSalesToAffiliates" = 10, "shareIsInPercent" = true, "maxSellCountFromCollaborators" = 5 where id = $1`,
      [tour.id],
    );
    await db.query(`insert into "AffiliateLeader" ("affiliateId", "leaderId") values ($1, $2)`, [
      affiliate.id,
      tour.leaderId,
    ]);
  });
});

test("an affiliate finds a leader's tour, copies the link, a traveller buys through it, and the commission shows", async ({
  page,
  browser,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await login(page, affiliate.mobile, affiliate.password, "/dashboard");
  await page.getByTestId("sidebar").getByRole("link", { name: "جستجوی تور" }).click();
  await expect(page).toHaveURL(/\/dashboard\/searchTours/);
  await page.getByLabel("عنوان، برند تورلیدر یا برچسب").fill(tour.title);
  await page.getByRole("button", { name: "جستجو", exact: true }).click();
  const card = page.getByTestId("sellable-tour").filter({ hasText: tour.title });
  await expect(card).toHaveCount(1);
  // 10% of 2,000,000 after the platform's 5% commission: 200,000 a ticket; cap 5, none sold.
  await expect(card.getByTestId("tour-share")).toContainText("۲۰۰٬۰۰۰ تومان");
  await expect(card.getByTestId("tour-cap")).toContainText("۵ بلیت (۵ باقی‌مانده)");
  await card.getByTestId("copy-sell-link").click();
  await expect(page.getByText("لینک فروش کپی شد.")).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`/${tour.leaderId}/tour/${tour.id}\\?sellerId=${affiliate.id}$`));

  // A traveller (another browser, not signed in) buys one adult ticket through the link.
  const traveller = await browser.newContext();
  const buyer = await traveller.newPage();
  await buyer.goto(new URL(new URL(link).pathname + new URL(link).search, page.url()).toString());
  await expect(buyer.getByTestId("buy-box")).toContainText("فروش توسط همکار: همکار فروش");
  await buyer.getByTestId("buy-continue").click();
  await expect(buyer).toHaveURL(/\/reserve\/busSeat/);
  await buyer.locator('[data-seat="9"]').click();
  await buyer.getByTestId("seats-continue").click();
  await expect(buyer).toHaveURL(/\/reserve\/passengersInfo/);
  await buyer.locator('input[name="passengers.0.firstName"]').fill("نگار");
  await buyer.locator('input[name="passengers.0.lastName"]').fill("کاظمی");
  await buyer.locator('select[name="passengers.0.gender"]').selectOption("Female");
  await buyer.locator('input[name="passengers.0.nationalId"]').fill(nationalIds(1)[0]);
  await buyer.locator('input[name="passengers.0.mobile"]').fill(newMobile());
  await buyer.getByTestId("passengers-continue").click();
  await expect(buyer).toHaveURL(/\/reserve\/receipt/);
  await buyer.getByTestId("pay").click();
  await expect(buyer).toHaveURL(/\/payment\/sandbox\//);
  await buyer.getByRole("button", { name: "پرداخت موفق" }).click();
  await expect(buyer).toHaveURL(/\/reserve\/finalReceipt\?.*status=paid/);
  await traveller.close();

  // The affiliate's dashboard: the wallet balance and the sales report show the commission.
  await page.goto("/dashboard");
  await expect(page.getByTestId("balance-balance")).toHaveText(/۲۰۰٬۰۰۰ تومان/);
  await expect(page.getByTestId("affiliate-commissionEarned")).toContainText("۲۰۰٬۰۰۰ تومان");
  await expect(page.getByTestId("affiliate-ticketsSold")).toContainText("۱");
  await expect(page.getByTestId("affiliate-salesAmount")).toContainText("۲٬۰۰۰٬۰۰۰ تومان");
  // Issue 22: each figure says whether it is the commission or the sale.
  await expect(page.getByTestId("affiliate-salesAmount")).toContainText("مبلغ بلیت‌هایی که فروختید");
  await expect(page.getByTestId("balance-totalSale")).toContainText("کل پورسانت فروش");
  await expect(page.getByTestId("balance-todaysSale")).toContainText("پورسانت فروش امروز");
  // One count of tickets (the report's), not a second «تعداد فروش» with the same figure; the commission's timing said.
  await expect(page.getByTestId("balance-saleCount")).toHaveCount(0);
  await expect(page.getByTestId("affiliate-commission-timing")).toContainText("تا پایان تاریخ آن تور");
  // The search now shows one of the five places of sellers taken.
  await page.goto(`/dashboard/searchTours?term=${encodeURIComponent(tour.title)}`);
  await expect(page.getByTestId("sellable-tour").filter({ hasText: tour.title }).getByTestId("tour-cap")).toContainText(
    "۵ بلیت (۴ باقی‌مانده)",
  );
});

test("an affiliate orders the web service", async ({ page }) => {
  await login(page, affiliate.mobile, affiliate.password, "/dashboard");
  await page.goto("/dashboard/webService");
  await page.getByLabel("نام برند").fill("سفرینو");
  await page.getByLabel("دامنه سایت فروش").fill("not a domain");
  await page.getByRole("button", { name: "ثبت درخواست" }).click();
  await expect(page.getByText("دامنه سایت فروش معتبر نیست")).toBeVisible();
  await page.getByLabel("دامنه سایت فروش").fill("https://safarino.ir/");
  await page.getByRole("button", { name: "ثبت درخواست" }).click();
  await expect(page.getByTestId("webservice-done")).toBeVisible();
  const rows = await withDb((db) =>
    db.query(`select "saleWebsiteDomain" from "WebServiceOrder" where "userId" = $1`, [affiliate.id]),
  );
  expect(rows.rows).toEqual([{ saleWebsiteDomain: "safarino.ir" }]);
});

test("an operator assigns a leader to an affiliate and switches the sales plan on the affiliate's detail view", async ({
  page,
  request,
}) => {
  const seller = await registerUser(request, {
    role: "Affiliate",
    confirmed: true,
    firstName: "فروشنده",
    lastName: "جدید",
  });
  await login(page, SEEDED.operator.mobile, SEEDED.operator.password, SEEDED.operator.landing);
  await page.goto(`/adminDashboard/users/${seller.id}`);
  const section = page.getByTestId("affiliate-section");
  await expect(section).toContainText("هنوز تورلیدری به این همکار متصل نشده است.");
  await section.getByRole("radio", { name: "فروش اعتباری" }).click();
  await expect(page.getByText("نوع فروش به اعتباری تغییر کرد.")).toBeVisible();
  await expect(section.getByRole("radio", { name: "فروش اعتباری" })).toHaveAttribute("aria-checked", "true");

  await section.getByLabel("افزودن تورلیدر (نام، برند یا موبایل)").fill(SEEDED.leader.mobile);
  await section.getByRole("button", { name: "جستجو" }).click();
  await section.getByRole("button", { name: "افزودن" }).first().click();
  const leaders = section.getByRole("list", { name: "تورلیدرهای همکار" });
  await expect(leaders.getByRole("listitem")).toHaveCount(1);
  const rows = await withDb((db) =>
    db.query(`select "leaderId" from "AffiliateLeader" where "affiliateId" = $1`, [seller.id]),
  );
  expect(rows.rows).toHaveLength(1);
  await leaders.getByRole("button", { name: "حذف" }).click();
  await expect(section).toContainText("هنوز تورلیدری به این همکار متصل نشده است.");
});
