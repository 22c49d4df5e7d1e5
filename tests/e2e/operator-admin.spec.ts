// The operator's administration in the browser (issue 7): a person registers with OTP and is kept
// out of the tour pages until an operator finds them in the leaders list, opens their documents
// and confirms them; then they create and publish a tour. An operator adds credit that the user's
// dashboard shows. An announcement to everyone reaches a leader's bell, is read, and disappears
// once expired.
import { expect, test, type Browser, type Page } from "@playwright/test";
import sharp from "sharp";
import { latestOtp, login, newMobile, registerUser, SEEDED, withDb, signOutBrowser } from "./helpers";
import { cancelTicket, createTour, payInSandbox, reserveSeat } from "./public-flow";

const toPersian = (value: string | number) => String(value).replace(/\d/g, (d) => "۰۱۲۳۴۵۶۷۸۹"[Number(d)]);

async function operatorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await login(page, SEEDED.operator.mobile, SEEDED.operator.password, SEEDED.operator.landing);
  return page;
}

test("a new leader is refused the tour pages until an operator confirms them, then publishes a tour", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const mobile = newMobile();
  const password = "Hamsafar#2024";
  const suffix = Date.now().toString(36);

  // Registration with the SMS code.
  await page.goto("/auth/register/sendOtp");
  await page.getByLabel("شماره موبایل").fill(mobile);
  await page.getByRole("button", { name: "دریافت کد تأیید" }).click();
  await expect(page).toHaveURL(new RegExp(`/auth/register\\?mobile=${mobile}$`));
  await page.getByLabel("کد تأیید").fill(await latestOtp(mobile));
  await page.getByLabel("نام", { exact: true }).fill("نرگس");
  await page.getByLabel("نام خانوادگی").fill(`تازه‌وارد${suffix}`);
  await page.getByLabel("رمز عبور", { exact: true }).fill(password);
  await page.getByLabel("تکرار رمز عبور", { exact: true }).fill(password);
  await page.getByRole("button", { name: "ثبت‌نام" }).click();
  await expect(page).toHaveURL(/\/dashboard(\/.*)?(\?.*)?$/);

  // Profile and an identity document (allowed while unconfirmed).
  const city = await withDb(
    async (db) => (await db.query<{ id: number }>(`select id from "City" where name = 'تهران' limit 1`)).rows[0].id,
  );
  // Cookie-authenticated writes must say they come from this site (lib/http/cross-site.ts).
  const sameSite = { origin: new URL(page.url()).origin };
  const saved = await page.request.put("/api/Users/Self", {
    headers: sameSite,
    data: {
      firstName: "نرگس",
      lastName: `تازه‌وارد${suffix}`,
      username: mobile,
      nationalId: "0499370899",
      brand: `سفرهای ${suffix}`,
      phone: "02188776655",
      instagram: "narges.trips",
      address: "تهران، خیابان آزادی",
      cityId: city,
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const card = await sharp({ create: { width: 400, height: 260, channels: 3, background: "#3b82f6" } })
    .png()
    .toBuffer();
  const uploaded = await page.request.post("/api/Users/Self/national-photo", {
    headers: sameSite,
    multipart: { Photo: { name: "card.png", mimeType: "image/png", buffer: card } },
  });
  expect(uploaded.ok(), await uploaded.text()).toBe(true);

  // Refused: the tour pages lead back to the dashboard with the waiting notice; the API says 403.
  await page.goto("/dashboard/tour/add");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("dialog", { name: "حساب شما در انتظار تایید است" })).toBeVisible();
  expect((await page.request.get("/api/Users/Self/balance")).status()).toBe(403);

  // The operator finds them among the leaders awaiting confirmation; the filters live in the address.
  const op = await operatorPage(browser);
  await op.getByLabel("وضعیت حساب").selectOption("no");
  await op.getByLabel("جستجو").fill(mobile);
  await expect(op).toHaveURL(/confirmed=no/);
  await expect(op).toHaveURL(new RegExp(`term=${mobile}`));
  const row = op.getByTestId("user-row");
  await expect(row).toHaveCount(1);
  await op.reload();
  await expect(op.getByLabel("جستجو")).toHaveValue(mobile);
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId("status-confirmed")).toHaveText("در انتظار تایید");
  await expect(row).toContainText("مدارک هویتی: ۱ از ۴");

  // Detail view: the document from private storage, then confirmation (toast, SMS).
  await row.getByTestId("user-detail-link").click();
  await expect(op).toHaveURL(/\/adminDashboard\/users\/\d+$/);
  const userId = Number(op.url().split("/").pop());
  const documents = op.getByTestId("documents-section");
  const image = documents.getByTestId("identity-document");
  await expect(image).toHaveCount(1);
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const src = await image.getAttribute("src");
  const file = await op.request.get(src!);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toContain("image/webp");
  // The owner reads it too (another leader would get 404, lib/storage tests).
  expect((await page.request.get(src!)).status()).toBe(200);

  await op.getByTestId("profile-section").getByTestId("toggle-confirmation").click();
  await expect(op.getByText("حساب کاربر تایید شد.")).toBeVisible();
  await expect(op.getByTestId("profile-section").getByTestId("status-confirmed")).toHaveText("حساب تایید شده");
  await expect(op.getByTestId("audit-section").getByTestId("audit-row").first()).toContainText("تغییر تایید حساب");
  const sms = await withDb(
    async (db) =>
      (await db.query(`select text from "SmsMessage" where mobile = $1 and text like '%تایید شد%'`, [mobile])).rowCount,
  );
  expect(sms).toBe(1);
  await op.context().close();

  // The person signs in again and creates and publishes a tour with the wizard.
  await signOutBrowser(page);
  await login(page, mobile, password, "/dashboard");
  await page.goto("/dashboard/tour/add");
  await expect(page.getByRole("heading", { level: 1, name: "ایجاد تور" })).toBeVisible();
  const title = `اولین تور ${suffix}`;
  await page.getByLabel("عنوان تور").fill(title);
  await page.getByLabel("سبک تور").selectOption({ index: 1 });
  await page.getByLabel("استان مبدأ").selectOption({ label: "تهران" });
  const startCity = page.getByLabel("شهر مبدأ");
  await expect(startCity.locator("option", { hasText: /^تهران$/ })).toHaveCount(1);
  await startCity.selectOption({ label: "تهران" });
  await page.getByLabel("محل حرکت").fill("میدان آزادی");
  await page.getByLabel(/^درجه سختی\*?$/).selectOption({ index: 2 });
  const group = page.getByRole("group", { name: "دسته تاریخ ۱", exact: true });
  const dates = group.getByRole("group", { name: "تاریخ‌های دسته تاریخ ۱" });
  await dates.getByRole("button", { name: "ماه بعد" }).click();
  await dates.getByText("۱۲", { exact: true }).click();
  await group.getByLabel(/^ظرفیت\*?$/).fill("20");
  await group.getByLabel(/^قیمت\*?$/).fill("1500000");
  await group.getByLabel("ساعت شروع").fill("07:00");
  await group.getByLabel(/^ساعت پایان\*?$/).fill("21:00");
  await group.getByLabel("ساعت پایان ثبت‌نام").fill("20:00");
  await page.getByRole("button", { name: "مرحله بعد" }).click();
  await expect(page).toHaveURL(/\/dashboard\/tour\/add\/stepTwo$/);
  await page.getByRole("group", { name: "نوع اقامت" }).getByLabel("کمپ در طبیعت").check();
  await page.getByRole("button", { name: "مرحله بعد" }).click();
  await expect(page).toHaveURL(/\/dashboard\/tour\/add\/stepThree$/);
  await page.getByRole("button", { name: "ذخیره نهایی" }).click();
  await expect(page.getByText("تور با موفقیت ایجاد شد.")).toBeVisible();

  const tourId = await withDb(async (db) => {
    const { rows } = await db.query<{ id: number; isDraft: boolean; leaderId: number }>(
      `select id, "isDraft", "leaderId" from "Tour" where title = $1`,
      [title],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ isDraft: false, leaderId: userId });
    return rows[0].id;
  });
  const publicPage = await page.request.get(`/${userId}/tour/${tourId}`);
  expect(publicPage.status()).toBe(200);
  expect(await publicPage.text()).toContain(title);
});

test("an operator adds credit and the user's wallet shows it", async ({ page, browser }) => {
  const user = await registerUser(page.request, {
    confirmed: true,
    firstName: "کامران",
    lastName: `اعتباری${Date.now().toString(36)}`,
  });
  const op = await operatorPage(browser);
  await op.goto(`/adminDashboard/users/${user.id}`);
  const finance = op.getByTestId("finance-section");
  await expect(finance.getByTestId("user-balance")).toHaveText("۰ تومان");
  // Zero is refused on the form, before any call.
  await finance.getByRole("button", { name: "افزودن اعتبار" }).click();
  await expect(finance.getByText("مبلغ باید بیشتر از صفر باشد")).toBeVisible();
  await finance.getByLabel("مبلغ اعتبار (تومان)").fill("150000");
  await finance.getByLabel("توضیح اپراتور").fill("جبران تاخیر تسویه");
  await finance.getByRole("button", { name: "افزودن اعتبار" }).click();
  await expect(op.getByText("اعتبار به کیف پول کاربر افزوده شد.")).toBeVisible();
  await expect(finance.getByTestId("user-balance")).toHaveText("۱۵۰٬۰۰۰ تومان");
  await expect(op.getByTestId("audit-section").getByTestId("audit-row").first()).toContainText("افزودن اعتبار");
  await op.context().close();

  await login(page, user.mobile, user.password, "/dashboard");
  await expect(page.getByTestId("balance-balance")).toContainText("۱۵۰٬۰۰۰");
});

test("an announcement to everyone appears in a leader's bell, is read, and disappears once expired", async ({
  page,
  browser,
}) => {
  const leader = await registerUser(page.request, { confirmed: true });
  const title = `اطلاعیه آزمایشی ${Date.now().toString(36)}`;
  const op = await operatorPage(browser);
  await op.goto("/adminDashboard/announcements");
  await op.getByLabel("عنوان").fill(title);
  await op.getByLabel("متن").fill("سامانه امشب ساعت ۲ برای به‌روزرسانی در دسترس نیست.");
  await op.getByLabel("مدت نمایش (روز)").fill("2");
  await op.getByRole("button", { name: "ارسال اطلاعیه" }).click();
  await expect(op.getByText("اطلاعیه ارسال شد.")).toBeVisible();
  await expect(op.getByTestId("announcement-row").filter({ hasText: title })).toContainText(
    "همه تورگردانان و فروشندگان",
  );
  await op.context().close();

  await login(page, leader.mobile, leader.password, "/dashboard");
  const count = page.getByTestId("announcement-count");
  const unread = async () =>
    Number((await count.textContent())!.replace(/[۰-۹]/g, (d) => String("۰۱۲۳۴۵۶۷۸۹".indexOf(d))));
  await expect.poll(unread).toBeGreaterThanOrEqual(1);
  const before = await unread();
  await page.getByRole("button", { name: "اطلاعیه‌ها" }).click();
  const item = page.getByTestId("announcement-list").getByRole("button", { name: title });
  await expect(item).toHaveAttribute("data-read", "false");
  await item.click();
  const modal = page.getByRole("dialog", { name: title });
  await expect(modal).toContainText("سامانه امشب ساعت ۲ برای به‌روزرسانی در دسترس نیست.");
  await expect(count).toHaveText(toPersian(before - 1));
  await modal.getByRole("button", { name: "بستن" }).click();
  await page.getByRole("button", { name: "اطلاعیه‌ها" }).click();
  await expect(item).toHaveAttribute("data-read", "true");

  // Expired: gone from the bell on the next load.
  await withDb((db) =>
    db.query(`update "Announcement" set "expiresAt" = now() - interval '1 minute' where title = $1`, [title]),
  );
  await page.reload();
  await page.getByRole("button", { name: "اطلاعیه‌ها" }).click();
  await expect(page.getByTestId("announcement-list")).toBeVisible();
  await expect(page.getByTestId("announcement-list").getByRole("button", { name: title })).toHaveCount(0);
});

test("a cancellation announcement shows the refund and lets the leader record paying it back themselves", async ({
  page,
  request,
}) => {
  // A paid online ticket of the seeded leader's tour (sandbox gateway, callback followed), then cancelled by its buyer.
  const tour = await createTour(request);
  const passenger = { firstName: "آرش", lastName: "کمانگیر", gender: "Male" } as const;
  const sold = await reserveSeat(request, tour, { paymentMethod: "Online", seat: 2, passenger });
  await payInSandbox(request, sold.billId);
  const refundId = String((await cancelTicket(request, sold)).id);
  // Only this cancellation stays in the leader's bell, so the test opens the right one.
  await withDb((db) =>
    db.query(
      `update "Announcement" set "expiresAt" = now() - interval '1 minute' where "userId" = $1 and kind = 'TicketCancelation' and "entityId" <> $2`,
      [tour.leaderId, refundId],
    ),
  );

  await login(page, SEEDED.leader.mobile, SEEDED.leader.password, "/dashboard");
  await page.getByRole("button", { name: "اطلاعیه‌ها" }).click();
  await page.getByTestId("announcement-list").getByRole("button", { name: "لغو بلیت" }).first().click();
  const modal = page.getByRole("dialog", { name: "لغو بلیت" });
  await expect(modal.getByTestId("refund-details")).toContainText(sold.trackingId);
  const form = modal.getByTestId("manual-refund-form");
  await expect(form.getByRole("button", { name: "ثبت استرداد" })).toBeDisabled();
  await form.getByLabel(/شماره پیگیری واریز/).fill("BANK-778812");
  await form.getByRole("button", { name: "ثبت استرداد" }).click();
  await expect(page.getByText("استرداد ثبت شد.")).toBeVisible();
  await expect(modal.getByTestId("refund-details")).toContainText("BANK-778812");
  await expect(form).toHaveCount(0);
});
