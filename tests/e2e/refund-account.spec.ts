// Issue 32, major 4, at 390×844: the seeded leader cancels a tour with a paid online buyer and a card-to-card
// buyer whose transfer is reported, in the dashboard's «لغو تور» dialog; the accountant confirms the transfer. Each buyer's refund SMS carries the
// signed /refund-account link (read from the recorded SMS); the card-to-card buyer enters a sheba and a name on
// that page (a wrong sheba first: a Persian message naming the field), and the accountant's refunds list shows
// both rows with where to pay: the sheba and the holder, and «در انتظار اطلاعات حساب» for the other. A buyer who
// bought on the seeded leader's sale website cancels on its /tracking and opens the texted link on that host.
import { expect, test } from "@playwright/test";
import { enterTicketCode, login, SEEDED, withDb } from "./helpers";
import { expectAccessible } from "./helpers/axe";
import { apiToken, createTour, payInSandbox, reserveSeat } from "./public-flow";

test.use({ viewport: { width: 390, height: 844 } });

const SHEBA = "IR820540102680020817909002";

/** The /refund-account link of the newest SMS to `mobile` that has one (the recorded SMS log): a path, or whole. */
async function refundLink(mobile: string, whole = false): Promise<string> {
  for (let i = 0; i < 120; i++) {
    const text = await withDb(async (db) => {
      const { rows } = await db.query<{ text: string }>(
        `select text from "SmsMessage" where mobile = $1 and text like '%/refund-account?%' order by id desc limit 1`,
        [mobile],
      );
      return rows[0]?.text;
    });
    const link = text && /(https?:\/\/\S+\/refund-account\?\S+)/.exec(text)?.[1];
    if (link) {
      const url = new URL(link);
      return whole ? url.href : `${url.pathname}${url.search}`;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`no refund link was texted to ${mobile}`);
}

test("a cancelled tour's buyers are texted a link, the card-to-card buyer gives a sheba, the accountant sees where to pay", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const tour = await createTour(request, { title: `تور استرداد ${Date.now().toString(36)}` });
  const online = await reserveSeat(request, tour, {
    paymentMethod: "Online",
    seat: 1,
    passenger: { firstName: "رضا", lastName: "آنلاینی", gender: "Male" },
  });
  await payInSandbox(request, online.billId);
  const c2c = await reserveSeat(request, tour, {
    paymentMethod: "C2C",
    seat: 2,
    passenger: { firstName: "مریم", lastName: "کارتی", gender: "Female" },
  });
  const refCode = `RF${Date.now().toString().slice(-8)}`;
  const reported = await request.post(`/api/tour/bill/${c2c.billId}/complete-c2c/${c2c.paymentToken}/refId/${refCode}`);
  expect(reported.ok(), await reported.text()).toBe(true);

  // The leader cancels the tour as a leader does, on the phone: the tour list, «بیشتر», «لغو تور», a reason.
  const dashboard = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const leaderPage = await dashboard.newPage();
  await login(leaderPage, SEEDED.leader.mobile, SEEDED.leader.password, SEEDED.leader.landing);
  await leaderPage.goto(`/dashboard/tour?title=${encodeURIComponent(tour.title)}`);
  const tourRow = leaderPage.getByRole("row").filter({ has: leaderPage.getByText(tour.title, { exact: true }) });
  await tourRow.getByRole("button", { name: "بیشتر" }).click();
  await tourRow.getByTestId("tour-row-menu").getByRole("button", { name: "لغو تور" }).click();
  const dialog = leaderPage.getByRole("dialog");
  await expect(dialog).toContainText("به مسافرانی که بلیت خریده‌اند اطلاع داده می‌شود");
  await dialog.getByLabel("دلیل لغو").selectOption({ index: 1 });
  await dialog.getByRole("button", { name: "لغو تور" }).click();
  await expect(leaderPage.getByText("تور لغو شد.")).toBeVisible();
  await expect(tourRow).toContainText("لغو شده");
  await dashboard.close();
  const onlineLink = await refundLink(online.mobile);

  // The accountant confirms the transfer: the deposit becomes a refund, texted with its own link.
  const accountant = { authorization: `Bearer ${await apiToken(request, SEEDED.accountant)}` };
  const paymentId = await withDb(
    async (db) =>
      (await db.query<{ id: number }>(`select id from "Payment" where "billId" = $1 and method = 'C2C'`, [c2c.billId]))
        .rows[0].id,
  );
  const confirmed = await request.put(`/api/Operator/determine-c2c-payment/${paymentId}?confirm=true`, {
    headers: accountant,
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  const c2cLink = await refundLink(c2c.mobile);
  expect(c2cLink).not.toBe(onlineLink);

  // The card-to-card buyer opens the link on the phone.
  await page.goto(c2cLink);
  await expect(page.getByRole("heading", { level: 1, name: "اطلاعات حساب برای واریز استرداد" })).toBeVisible();
  await expect(page.getByTestId("refund-account")).toContainText(c2c.trackingId);
  await expectAccessible(page, "refund account page");
  await page.getByLabel("یا شماره شبا").fill("IR000000000000000000000001");
  await page.getByLabel("نام صاحب حساب").fill("مریم کارتی");
  await page.getByTestId("refund-account-submit").click();
  await expect(page.getByText("شماره شبا: معتبر نیست")).toBeVisible();
  await page.getByLabel("یا شماره شبا").fill(SHEBA);
  await page.getByTestId("refund-account-submit").click();
  await expect(page.getByRole("status")).toContainText("اطلاعات حساب ثبت شد");
  await page.reload();
  await expect(page.getByTestId("refund-account-given")).toContainText("۹۰۰۲");
  await expect(page.getByTestId("refund-account-submit")).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The accountant's refunds list, on the phone too: both rows, each with where to pay or the wait for it.
  const office = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const accountantPage = await office.newPage();
  await login(accountantPage, SEEDED.accountant.mobile, SEEDED.accountant.password, SEEDED.accountant.landing);
  for (const [trackingId, expected] of [
    [c2c.trackingId, ["IR820540102680020817909002", "مریم کارتی"]],
    [online.trackingId, ["در انتظار اطلاعات حساب"]],
  ] as const) {
    await accountantPage.goto(`/adminDashboard/financialReports/cancellations?term=${trackingId}`);
    const row = accountantPage.getByTestId("refund-row").filter({ hasText: trackingId });
    await expect(row).toHaveCount(1);
    for (const text of expected) await expect(row.getByTestId("refund-pay-to")).toContainText(text);
  }
  await office.close();
});

test("a buyer who bought on the sale website cancels there, and the texted link opens on that host in the site's frame", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const port = Number(process.env.E2E_PORT ?? 3100);
  const siteOrigin = `http://kuhestan.localhost:${port}`;
  const tour = await createTour(request, { title: `تور استرداد سایت ${Date.now().toString(36)}` });
  // Bought on the seeded leader's own site: the reservation keeps that host as where the buyer bought.
  const bought = await reserveSeat(request, tour, {
    paymentMethod: "Online",
    seat: 4,
    passenger: { firstName: "نیما", lastName: "سایتی", gender: "Male" },
    origin: siteOrigin,
  });
  await payInSandbox(request, bought.billId);
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(`${m.text()} (${m.location().url})`);
  });
  page.on("pageerror", (e) => errors.push(e.message));

  // The buyer cancels on the site's /tracking; a card without its holder's name is named first, then none is given.
  await page.goto(`${siteOrigin}/tracking`);
  await page.getByLabel("شماره موبایل خریدار").fill(bought.mobile);
  await page.getByLabel("کد رهگیری").fill(bought.trackingId);
  await page.getByRole("button", { name: "پیگیری" }).click();
  await page.getByRole("checkbox", { name: "لغو نیما سایتی" }).check();
  await page.getByLabel("شماره کارت (اختیاری)").fill("6037991234567893");
  await page.getByTestId("cancel-selected").click();
  await expect(page.getByTestId("cancel-passengers").getByRole("alert")).toHaveText(
    "نام صاحب حساب: همراه شماره کارت یا شبا لازم است",
  );
  await page.getByLabel("شماره کارت (اختیاری)").fill("");
  await page.getByTestId("cancel-selected").click();
  await enterTicketCode(page, bought.mobile);
  await page.getByTestId("confirm-cancel").click();
  await expect(page.getByTestId("refund-record")).toBeVisible();

  // No card or sheba was given: the SMS links to /refund-account on the site's host, and it opens there.
  const link = await refundLink(bought.mobile, true);
  expect(new URL(link).origin).toBe(siteOrigin);
  await page.goto(link);
  await expect(page).toHaveURL(new RegExp(`^${siteOrigin.replace(/\./g, "\\.")}/refund-account\\?`));
  await expect(page.getByRole("navigation", { name: "منوی سایت" })).toBeVisible();
  await expect(page.getByRole("link", { name: "صفحه اصلی همسفر" })).toHaveCount(0);
  // Titled under the site's brand, as its other pages are, not the platform's.
  await expect(page).toHaveTitle("اطلاعات حساب برای واریز استرداد | سفرهای کوهستان");
  await expect(page.getByTestId("refund-account")).toContainText(bought.trackingId);
  await page.getByLabel("یا شماره شبا").fill(SHEBA);
  await page.getByLabel("نام صاحب حساب").fill("نیما سایتی");
  await page.getByTestId("refund-account-submit").click();
  await expect(page.getByRole("status")).toContainText("اطلاعات حساب ثبت شد");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const stored = await withDb(
    async (db) =>
      (
        await db.query<{ iban: string; accountHolder: string }>(
          `select r.iban, r."accountHolder" from "Refund" r join "Reservation" b on b.id = r."reservationId"
           where b."trackingId" = $1`,
          [bought.trackingId],
        )
      ).rows,
  );
  expect(stored).toEqual([{ iban: SHEBA, accountHolder: "نیما سایتی" }]);
  expect(errors).toEqual([]);
});

test("a forged or cut link says so in Persian on both hosts, and the browser makes no failing call", async ({
  page,
}) => {
  const port = Number(process.env.E2E_PORT ?? 3100);
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(`${m.text()} (${m.location().url})`);
  });
  for (const origin of [`http://localhost:${port}`, `http://kuhestan.localhost:${port}`])
    for (const query of ["?refund=1&token=1999999999.forged", "?refund=1", ""]) {
      await page.goto(`${origin}/refund-account${query}`);
      await expect(page.getByTestId("refund-account-error")).toHaveText(
        "این پیوند معتبر نیست یا مهلت آن گذشته است؛ برای ثبت اطلاعات حساب با پشتیبانی همسفر تماس بگیرید.",
      );
      await expect(page.getByTestId("refund-account-submit")).toHaveCount(0);
    }
  expect(errors).toEqual([]);
});
