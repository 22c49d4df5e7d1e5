import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { latestOtp, login, newMobile, SEEDED, withDb, signOutBrowser } from "./helpers";

// OTP requests are limited per address: each test speaks from an address of its own so the
// journeys never share that budget with each other or with other spec files.
test.use({
  extraHTTPHeaders: {
    "x-forwarded-for": `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  },
});

const WRONG_CREDENTIALS = "نام کاربری یا رمز عبور اشتباه است.";
const DAY_MS = 86_400_000;

async function smsCount(mobile: string) {
  return withDb(async (db) => {
    const { rows } = await db.query<{ n: string }>(`select count(*) as n from "SmsMessage" where mobile = $1`, [
      mobile,
    ]);
    return Number(rows[0].n);
  });
}

/** The code of the next SMS to this mobile, once it has been recorded. */
async function nextOtp(mobile: string, countBefore: number) {
  await expect.poll(() => smsCount(mobile), { timeout: 10_000 }).toBeGreaterThan(countBefore);
  return latestOtp(mobile);
}

async function registerByApi(request: APIRequestContext, mobile: string, password: string) {
  const sent = await request.post("/api/Users/RegisterToken", { data: { username: mobile } });
  expect(sent.ok()).toBe(true);
  const code = await nextOtp(mobile, 0);
  const registered = await request.post("/api/Users/Register", {
    data: {
      username: mobile,
      signupToken: code,
      firstName: "سارا",
      lastName: "محمدی",
      password,
      role: "Leader",
      acceptedEULA: true,
    },
  });
  expect(registered.ok()).toBe(true);
  // A mobile may ask for one code a minute; move the registration code back in time instead of waiting.
  await withDb((db) =>
    db.query(`update "OtpCode" set "createdAt" = "createdAt" - interval '2 minutes' where mobile = $1`, [mobile]),
  );
}

async function sessionLifetimeMs(page: Page) {
  const session = await (await page.request.get("/api/auth/session")).json();
  return new Date(session.expires).getTime() - Date.now();
}

test.describe("auth pages", () => {
  test("a visitor registers with the SMS code and lands in the dashboard", async ({ page }) => {
    const mobile = newMobile();
    await page.goto("/auth/register/sendOtp");

    // An invalid number is flagged on the field and nothing is sent.
    await page.getByLabel("شماره موبایل").fill("0812345");
    await page.getByRole("button", { name: "دریافت کد تأیید" }).click();
    await expect(page.getByText("شماره موبایل معتبر نیست")).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/register\/sendOtp$/);

    // Persian digits are accepted.
    await page.getByLabel("شماره موبایل").fill(mobile.replace(/\d/g, (d) => "۰۱۲۳۴۵۶۷۸۹"[Number(d)]));
    await page.getByRole("button", { name: "دریافت کد تأیید" }).click();
    await expect(page).toHaveURL(new RegExp(`/auth/register\\?mobile=${mobile}$`));
    const code = await nextOtp(mobile, 0);

    // Mismatched passwords stop the form before any call.
    await page.getByLabel("کد تأیید").fill(code);
    await page.getByLabel("نام", { exact: true }).fill("مریم");
    await page.getByLabel("نام خانوادگی").fill("احمدی");
    await page.getByLabel("رمز عبور", { exact: true }).fill("Hamsafar#2024");
    await page.getByLabel("تکرار رمز عبور", { exact: true }).fill("Hamsafar#2025");
    await page.getByRole("button", { name: "ثبت‌نام" }).click();
    await expect(page.getByText("تکرار رمز عبور با رمز عبور یکسان نیست")).toBeVisible();

    // A password the server finds weak: its reason stays on the field (not only in a passing toast).
    await page.getByLabel("رمز عبور", { exact: true }).fill("password1");
    await page.getByLabel("تکرار رمز عبور", { exact: true }).fill("password1");
    await page.getByRole("button", { name: "ثبت‌نام" }).click();
    const password = page.getByLabel("رمز عبور", { exact: true });
    await expect(password).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("form")).toContainText("رمز عبور ضعیف است");
    await expect(password).toBeFocused();

    await page.getByLabel("رمز عبور", { exact: true }).fill("Hamsafar#2024");
    await page.getByLabel("تکرار رمز عبور", { exact: true }).fill("Hamsafar#2024");
    await expect(page.getByRole("button", { name: "قوانین و مقررات" })).toBeVisible();
    await page.getByRole("button", { name: "ثبت‌نام" }).click();
    // A new, unconfirmed leader may be sent on to complete the profile: anywhere in the dashboard is right.
    await expect(page).toHaveURL(/\/dashboard(\/.*)?(\?.*)?$/);

    // The account works with the password just chosen.
    await signOutBrowser(page);
    await login(page, mobile, "Hamsafar#2024");
    await expect(page).toHaveURL(/\/dashboard(\/.*)?(\?.*)?$/);
  });

  for (const role of ["operator", "accountant", "leader", "affiliate"] as const) {
    test(`the seeded ${role} lands on ${SEEDED[role].landing}`, async ({ page }) => {
      const account = SEEDED[role];
      await login(page, account.mobile, account.password, account.landing);
      // Signed in, the login page sends the user on to the landing page.
      await page.goto("/auth/login");
      await expect(page).toHaveURL(new RegExp(`${account.landing}(\\?.*)?$`));
    });
  }

  test("a wrong password shows the Persian error and stays on the login page", async ({ page }) => {
    await page.goto("/auth/login");
    await page.getByLabel("شماره موبایل").fill(SEEDED.affiliate.mobile);
    await page.getByLabel("رمز عبور", { exact: true }).fill("not-the-password");
    await page.getByRole("button", { name: "ورود", exact: true }).click();
    await expect(page.getByText(WRONG_CREDENTIALS)).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test("an empty form is flagged with the default Persian message", async ({ page }) => {
    await page.goto("/auth/login");
    await page.getByRole("button", { name: "ورود", exact: true }).click();
    await expect(page.getByText("این فیلد نمی‌تواند خالی باشد")).toHaveCount(2);
  });

  test("keep-me-logged-in keeps the session for fourteen days instead of one", async ({ browser }) => {
    const short = await browser.newPage();
    await login(short, SEEDED.leader2.mobile, SEEDED.leader2.password, SEEDED.leader2.landing);
    const shortLife = await sessionLifetimeMs(short);
    expect(shortLife).toBeGreaterThan(0.9 * DAY_MS);
    expect(shortLife).toBeLessThan(1.1 * DAY_MS);
    await short.close();

    const kept = await browser.newPage();
    await kept.goto("/auth/login");
    await kept.getByLabel("شماره موبایل").fill(SEEDED.leader2.mobile);
    await kept.getByLabel("رمز عبور", { exact: true }).fill(SEEDED.leader2.password);
    await kept.getByLabel("مرا به خاطر بسپار").check();
    await kept.getByRole("button", { name: "ورود", exact: true }).click();
    await expect(kept).toHaveURL(/\/dashboard(\?.*)?$/);
    const keptLife = await sessionLifetimeMs(kept);
    expect(keptLife).toBeGreaterThan(13.9 * DAY_MS);
    expect(keptLife).toBeLessThan(14.1 * DAY_MS);
    await kept.close();
  });

  test("a forgotten password is reset with the SMS code and the user is signed in", async ({
    page,
    browser,
  }, testInfo) => {
    const mobile = newMobile();
    await registerByApi(page.request, mobile, "OldPass#1234");

    await page.goto("/auth/login");
    await page.getByRole("link", { name: "فراموشی رمز عبور" }).click();
    await expect(page).toHaveURL(/\/auth\/forgetPassword$/);
    const before = await smsCount(mobile);
    await page.getByLabel("شماره موبایل").fill(mobile);
    await page.getByRole("button", { name: "ارسال کد بازیابی" }).click();
    await expect(page).toHaveURL(new RegExp(`/auth/resetPassword\\?mobile=${mobile}$`));
    const code = await nextOtp(mobile, before);

    await page.getByLabel("کد تأیید").fill(code);
    await page.getByLabel("رمز عبور جدید", { exact: true }).fill("NewPass#5678");
    await page.getByLabel("تکرار رمز عبور جدید", { exact: true }).fill("NewPass#5678");
    await page.getByRole("button", { name: "تغییر رمز عبور و ورود" }).click();
    await expect(page).toHaveURL(/\/dashboard(\/.*)?(\?.*)?$/);

    // The old password no longer works; the new one does. A fresh browser, not cleared cookies: a
    // session refresh still in flight from the dashboard could set the cookie again after a clear.
    const fresh = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    page = await fresh.newPage();
    await page.goto("/auth/login");
    await page.getByLabel("شماره موبایل").fill(mobile);
    await page.getByLabel("رمز عبور", { exact: true }).fill("OldPass#1234");
    await page.getByRole("button", { name: "ورود", exact: true }).click();
    await expect(page.getByText(WRONG_CREDENTIALS)).toBeVisible();
    await login(page, mobile, "NewPass#5678");
    await expect(page).toHaveURL(/\/dashboard(\/.*)?(\?.*)?$/);
    await fresh.close();
  });

  test("the e-mail verification link asks for a login first and reports a bad link", async ({ page }) => {
    await page.goto("/auth/verifyEmail?token=not-a-real-token");
    await expect(page).toHaveURL(/\/auth\/login\?callbackUrl=/);
    await page.getByLabel("شماره موبایل").fill(SEEDED.leader.mobile);
    await page.getByLabel("رمز عبور", { exact: true }).fill(SEEDED.leader.password);
    await page.getByRole("button", { name: "ورود", exact: true }).click();
    await expect(page).toHaveURL(/\/auth\/verifyEmail\?token=not-a-real-token$/);
    await expect(page.getByText("پیوند تایید ایمیل نامعتبر است یا منقضی شده است.")).toBeVisible();
    await expect(page.getByRole("link", { name: "ورود به پنل" })).toHaveAttribute("href", "/dashboard");
  });
});
