import { expect, test } from "@playwright/test";
import { login, SEEDED, signOutBrowser } from "./helpers";
import { formatToman } from "../../lib/format/number";
import { WEBSITE_PLANS } from "../../lib/websites/plans";

const TAGLINE = "زیرساخت دانش‌بنیان ارائه خدمات رزرواسیون آنلاین برای تورگردانان سراسر کشور";

test.describe("public pages", () => {
  test("the landing page is Persian, right to left, with the public navigation and footer", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "fa");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("تور");

    const nav = page.getByRole("navigation", { name: "منوی اصلی" });
    const expected = [
      ["خانه", "/"],
      ["تعرفه", "/tariff"],
      ["تماس با ما", "#contact"],
      ["ورود", "/auth/login"],
      ["ثبت‌نام", "/auth/register/sendOtp"],
    ] as const;
    for (const [name, href] of expected) {
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }

    const footer = page.locator("footer");
    await expect(footer).toContainText(TAGLINE);
    await expect(footer).toContainText("تلفن پشتیبانی");
    await expect(footer).toContainText("نشانی");

    await nav.getByRole("link", { name: "تماس با ما", exact: true }).click();
    await expect(page).toHaveURL(/#contact$/);
    await expect(page.locator("#contact")).toBeInViewport();
  });

  test("/homePage shows the same landing content", async ({ page }) => {
    await page.goto("/");
    const heading = await page.getByRole("heading", { level: 1 }).textContent();
    await page.goto("/homePage");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading!);
    await expect(page.locator("footer")).toContainText(TAGLINE);
  });

  test("the navigation reaches the tariff and the auth pages", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "منوی اصلی" });
    await nav.getByRole("link", { name: "تعرفه", exact: true }).click();
    await expect(page).toHaveURL(/\/tariff$/);
    await page
      .getByRole("navigation", { name: "منوی اصلی" })
      .getByRole("link", { name: "ثبت‌نام", exact: true })
      .click();
    await expect(page).toHaveURL(/\/auth\/register\/sendOtp$/);
    await expect(page.getByLabel("شماره موبایل")).toBeVisible();
  });

  test("/tariff shows the three sale-website plans with yearly prices in toman", async ({ page }) => {
    await page.goto("/tariff");
    const plans = page.locator("[data-plan]");
    await expect(plans).toHaveCount(3);
    for (const [i, plan] of WEBSITE_PLANS.entries()) {
      await expect(plans.nth(i)).toHaveAttribute("data-plan", plan.type);
      await expect(plans.nth(i).getByRole("heading", { level: 2 })).toHaveText(`پلن ${plan.title}`);
      await expect(plans.nth(i)).toContainText(formatToman(plan.yearlyPrice));
    }
    await expect(page.getByRole("heading", { name: "پلن پایه" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "پلن حرفه‌ای" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "پلن اختصاصی" })).toBeVisible();
  });

  test("an unknown public route shows the not-found page with a way to the public home", async ({ page }) => {
    const response = await page.goto("/no-such-page-here");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "صفحه مورد نظر پیدا نشد" })).toBeVisible();
    await expect(page.getByRole("link", { name: "بازگشت به صفحه اصلی" })).toHaveAttribute("href", "/");
  });

  test("an unknown panel route shows the panel's not-found with a way back to that panel", async ({ page }) => {
    await login(page, SEEDED.operator.mobile, SEEDED.operator.password, SEEDED.operator.landing);
    await page.goto("/adminDashboard/xyz");
    await expect(page.getByRole("heading", { name: "صفحه مورد نظر پیدا نشد" })).toBeVisible();
    await expect(page.getByRole("link", { name: "بازگشت به صفحه اصلی" })).toHaveAttribute("href", "/adminDashboard");

    await signOutBrowser(page);
    await login(page, SEEDED.leader.mobile, SEEDED.leader.password, SEEDED.leader.landing);
    await page.goto("/dashboard/no-such-page");
    await expect(page.getByRole("heading", { name: "صفحه مورد نظر پیدا نشد" })).toBeVisible();
    await expect(page.getByRole("link", { name: "بازگشت به صفحه اصلی" })).toHaveAttribute("href", "/dashboard");
  });

  test("auth pages show a back button instead of the navigation on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/tariff");
    await page.goto("/auth/login");
    await expect(page.getByRole("navigation", { name: "منوی اصلی" })).toBeHidden();
    await page.getByRole("button", { name: "بازگشت" }).click();
    await expect(page).toHaveURL(/\/tariff$/);
  });
});
