// The dashboard and admin shells (spec doc 1 §2, §4): each role's landing page and menu, badge
// counts, the mobile drawer, an unconfirmed account, and an operator viewing a leader's dashboard.
import { expect, test, type Page } from "@playwright/test";
import { login, registerUser, SEEDED, withDb } from "./helpers";

const LEADER_LINKS = [
  "/dashboard",
  "/dashboard/tour",
  "/dashboard/tour/add",
  "/dashboard/tour/defaultSettings",
  "/dashboard/discounts",
  "/dashboard/installmentSale",
  "/dashboard/product",
  "/dashboard/product/add",
  "/dashboard/myPassengers",
  "/dashboard/financial",
  "/dashboard/financial/wallet",
  "/dashboard/websiteMaker",
  "/dashboard/profile",
];
const AFFILIATE_LINKS = [
  "/dashboard",
  "/dashboard/searchTours",
  "/dashboard/webService",
  "/dashboard/financial",
  "/dashboard/financial/wallet",
  "/dashboard/websiteMaker",
  "/dashboard/myPassengers",
  "/dashboard/profile/editProfile",
];
const FINANCE_LINKS = [
  "/adminDashboard/financialReports/transactions",
  "/adminDashboard/financialReports/checkouts",
  "/adminDashboard/financialReports/cancellations",
];
const OPERATOR_LINKS = [
  "/adminDashboard",
  "/adminDashboard/affiliatesManagement",
  "/adminDashboard/affiliatesManagement/webServiceOrders",
  "/adminDashboard/userManagement",
  "/adminDashboard/tourManagement",
  "/adminDashboard/websiteMaker",
  "/adminDashboard/announcements",
  ...FINANCE_LINKS,
];

const toLatin = (text: string) => text.replace(/[۰-۹]/g, (d) => String("۰۱۲۳۴۵۶۷۸۹".indexOf(d)));

async function menuLinks(page: Page, name: string) {
  const nav = page.getByTestId("sidebar").getByRole("navigation", { name });
  await expect(nav).toBeVisible();
  return nav.locator("a[href]").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
}

test.describe("landing page and menu per role", () => {
  test("a leader lands on /dashboard with the leader menu, the rating and the balance report", async ({ page }) => {
    await login(page, SEEDED.leader.mobile, SEEDED.leader.password, SEEDED.leader.landing);
    expect(await menuLinks(page, "منوی داشبورد")).toEqual(LEADER_LINKS);
    const sidebar = page.getByTestId("sidebar");
    await expect(sidebar.getByTestId("star-rating")).toBeVisible();
    await expect(sidebar.getByRole("button", { name: "پشتیبانی" })).toBeVisible();
    await expect(sidebar.getByRole("button", { name: "خروج" })).toBeVisible();
    // Toman with Persian digits, whatever the amounts are.
    await expect(page.getByTestId("balance-balance")).toContainText(/[۰-۹].*تومان/);
    await expect(page.getByTestId("balance-passengerCount")).toContainText(/[۰-۹]/);
    await expect(page.getByRole("heading", { level: 1, name: "داشبورد" })).toBeVisible();
    // The bell counts the leader's unread announcements (other tests may send some to everyone).
    const bell = await (await page.request.get("/api/Announcements")).json();
    await expect(page.getByTestId("announcement-count")).toHaveText(
      (bell.unreadCount as number).toLocaleString("fa-IR"),
    );
    await page.getByRole("button", { name: "اطلاعیه‌ها" }).click();
    if (bell.result.length === 0) await expect(page.getByText("اطلاعیه‌ای وجود ندارد.")).toBeVisible();
    else await expect(page.getByTestId("announcement-list").getByRole("button")).toHaveCount(bell.result.length);
  });

  test("an affiliate lands on /dashboard with the reduced menu and no rating", async ({ page }) => {
    await login(page, SEEDED.affiliate.mobile, SEEDED.affiliate.password, SEEDED.affiliate.landing);
    expect(await menuLinks(page, "منوی داشبورد")).toEqual(AFFILIATE_LINKS);
    await expect(page.getByTestId("star-rating")).toHaveCount(0);
    await page.getByTestId("sidebar").getByRole("link", { name: "جستجوی تور" }).click();
    await expect(page).toHaveURL(/\/dashboard\/searchTours$/);
    await expect(page.getByTestId("sellable-tour").first()).toBeVisible();
    await expect(page.getByTestId("sidebar").getByRole("link", { name: "جستجوی تور" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("an operator lands on /adminDashboard with the full admin menu and numeric badges", async ({ page }) => {
    await login(page, SEEDED.operator.mobile, SEEDED.operator.password, SEEDED.operator.landing);
    expect(await menuLinks(page, "منوی پنل مدیریت")).toEqual(OPERATOR_LINKS);
    const badges = page.getByTestId("sidebar").getByTestId("menu-badge");
    // A badge for every count above zero, none for a zero count.
    const meta = await (await page.request.get("/api/Operator/panel-meta-data")).json();
    await expect(badges).toHaveCount(Object.values(meta as Record<string, number>).filter((n) => n > 0).length);
    for (const text of await badges.allTextContents()) expect(text).toMatch(/^[۰-۹٬]+$/);
    await expect(page.getByTestId("sidebar").getByRole("button", { name: "پشتیبانی" })).toBeVisible();
    // The dashboard of leaders is not the operator's: without impersonation it leads back.
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/adminDashboard$/);
  });

  test("the leaders-awaiting badge counts a newly registered leader", async ({ page, request }) => {
    await login(page, SEEDED.operator.mobile, SEEDED.operator.password, SEEDED.operator.landing);
    const badge = page
      .getByTestId("sidebar")
      .getByRole("link", { name: /تورگردانان/ })
      .getByTestId("menu-badge");
    await expect(page.getByTestId("sidebar").getByRole("link", { name: /تورگردانان/ })).toBeVisible();
    // No badge means zero awaiting.
    const count = async () =>
      (await badge.count()) ? Number(toLatin((await badge.textContent()) ?? "").replace(/\D/g, "")) : 0;
    const before = await count();
    await registerUser(request, { role: "Leader" });
    // Badges reload on every route change inside the admin area (other tests may register users too).
    await page.getByTestId("sidebar").getByRole("link", { name: "مدیریت تورها" }).click();
    await expect(page).toHaveURL(/tourManagement$/);
    await expect.poll(count).toBeGreaterThanOrEqual(before + 1);
  });

  test("an accountant lands on transactions and sees only the finance group", async ({ page }) => {
    await login(page, SEEDED.accountant.mobile, SEEDED.accountant.password, SEEDED.accountant.landing);
    expect(await menuLinks(page, "منوی پنل مدیریت")).toEqual(FINANCE_LINKS);
    await expect(page.getByTestId("sidebar").getByRole("group")).toHaveCount(1);
    await expect(page.getByTestId("sidebar").getByRole("group", { name: "گزارش‌های مالی" })).toBeVisible();
    // The badges against the counts the sidebar itself loaded: a second request could see a payment or a
    // checkout that a parallel journey made after the sidebar's, and the sidebar reloads only on navigation.
    const [loaded] = await Promise.all([
      page.waitForResponse((r) => /\/api\/operator\/panel-meta-data/i.test(new URL(r.url()).pathname)),
      page.reload(),
    ]);
    const meta = (await loaded.json()) as Record<string, number>;
    const finance = [meta.c2cPaymentsAwaitingConfirmation, meta.checkoutsInProcess, meta.operatorRefundsInProcess];
    await expect(page.getByTestId("sidebar").getByTestId("menu-badge")).toHaveCount(
      finance.filter((n) => n > 0).length,
    );
    // The operators' pages send the accountant back to the finance reports.
    await page.goto("/adminDashboard/affiliatesManagement");
    await expect(page).toHaveURL(/\/adminDashboard\/financialReports\/transactions$/);
  });
});

test("the mobile drawer opens with showDrawer=true and closes on leaving", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, SEEDED.leader.mobile, SEEDED.leader.password, SEEDED.leader.landing);
  await expect(page.getByTestId("sidebar")).toBeHidden();
  await page.getByRole("button", { name: "باز کردن منو" }).click();
  await expect(page).toHaveURL(/\/dashboard\?showDrawer=true$/);
  const drawer = page.getByTestId("drawer");
  await expect(drawer).toBeVisible();
  await drawer.getByRole("button", { name: "بستن منو" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(drawer).toHaveCount(0);

  await page.goto("/dashboard?showDrawer=true");
  await expect(drawer).toBeVisible();
  await drawer.getByRole("link", { name: "مسافران من" }).click();
  await expect(page).toHaveURL(/\/dashboard\/myPassengers$/);
  await expect(page.getByTestId("drawer")).toHaveCount(0);
});

test("an unconfirmed account has every menu link disabled and is led to complete its profile", async ({
  page,
  request,
}) => {
  const user = await registerUser(request, { role: "Leader", confirmed: false });
  await login(page, user.mobile, user.password);
  // No national id or address yet: the profile edit page.
  await expect(page).toHaveURL(/\/dashboard\/profile\/editProfile$/);
  const nav = page.getByTestId("sidebar").getByRole("navigation", { name: "منوی داشبورد" });
  await expect(nav.locator('[aria-disabled="true"]')).toHaveCount(LEADER_LINKS.length);
  await expect(nav.locator("a[href]")).toHaveCount(0);
  // Why (issue 22, item 18): a notice above the page, and each locked entry's title.
  await expect(page.getByTestId("locked-notice")).toHaveText(/کد ملی و نشانی را در پروفایل وارد و ذخیره کنید/);
  await expect(nav.locator('[aria-disabled="true"]').first()).toHaveAttribute(
    "title",
    /پس از تکمیل پروفایل و تایید حساب فعال می‌شود$/,
  );
  await page.goto("/dashboard/discounts");
  await expect(page).toHaveURL(/\/dashboard\/profile\/editProfile$/);
  // A page the account may not open is left before it asks the API for anything: no 403s.
  const refused: string[] = [];
  page.on("response", (r) => void (r.status() === 403 && refused.push(r.url())));
  await page.goto("/dashboard/tour/add");
  await expect(page).toHaveURL(/\/dashboard\/profile\/editProfile$/);
  await expect(page.getByTestId("locked-notice")).toBeVisible();
  await expect(page.getByLabel("کد ملی")).toBeVisible();
  expect(refused).toEqual([]);

  // With both filled in, the account waits for the operator on /dashboard.
  await withDb((db) =>
    db.query(`update "User" set "nationalId" = '0013542419', address = 'شیراز' where id = $1`, [user.id]),
  );
  await page.goto("/dashboard/discounts");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("dialog", { name: "حساب شما در انتظار تایید است" })).toBeVisible();
  await expect(page.getByTestId("locked-notice")).toHaveText(/در انتظار تایید اپراتور است/);
  expect(refused).toEqual([]);
});

test("an operator views a leader's dashboard and logout returns to the admin panel", async ({ page }) => {
  const leaderId = await withDb(async (db) => {
    const { rows } = await db.query<{ id: number }>(`select id from "User" where mobile = $1`, [SEEDED.leader.mobile]);
    return rows[0].id;
  });
  await login(page, SEEDED.operator.mobile, SEEDED.operator.password, SEEDED.operator.landing);
  // From the leaders list: search the leader, then "view as this user" on the row (no id typing).
  await page.getByLabel("جستجو").fill(SEEDED.leader.mobile);
  await expect(page).toHaveURL(new RegExp(`term=${SEEDED.leader.mobile}`));
  await page.locator(`[data-testid="user-row"][data-user-id="${leaderId}"]`).getByTestId("impersonate-link").click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId("impersonation-banner")).toContainText("رضا کوهستانی");
  const kept = (await page.context().cookies()).find((c) => c.name === "hamsafar.impersonation");
  expect(kept).toMatchObject({ path: "/", sameSite: "Lax", expires: -1 });
  expect(await menuLinks(page, "منوی داشبورد")).toEqual(LEADER_LINKS);
  await page.getByTestId("sidebar").getByRole("link", { name: "حساب کاربری" }).click();
  await expect(page.getByText("۰۴۹۹۳۷۰۸۹۹")).toBeVisible();
  await expect(page.getByRole("form", { name: "تغییر رمز عبور" })).toHaveCount(0);

  await page.getByTestId("sidebar").getByRole("button", { name: "خروج" }).click();
  await expect(page).toHaveURL(/\/adminDashboard$/);
  expect(await menuLinks(page, "منوی پنل مدیریت")).toEqual(OPERATOR_LINKS);
  const cookies = await page.context().cookies();
  expect(cookies.some((c) => c.name === "hamsafar.impersonation")).toBe(false);
  expect(cookies.some((c) => c.name.endsWith("next-auth.session-token"))).toBe(true);
});
