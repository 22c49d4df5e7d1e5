// Issue 32, major 4, at 390×844: the seeded leader cancels a tour with a paid online buyer and a card-to-card
// buyer whose transfer is reported; the accountant confirms the transfer. Each buyer's refund SMS carries the
// signed /refund-account link (read from the recorded SMS); the card-to-card buyer enters a sheba and a name on
// that page (a wrong sheba first: a Persian message naming the field), and the accountant's refunds list shows
// both rows with where to pay: the sheba and the holder, and «در انتظار اطلاعات حساب» for the other.
import { expect, test } from "@playwright/test";
import { login, SEEDED, withDb } from "./helpers";
import { expectAccessible } from "./helpers/axe";
import { apiToken, createTour, payInSandbox, reserveSeat } from "./public-flow";

test.use({ viewport: { width: 390, height: 844 } });

const SHEBA = "IR820540102680020817909002";

/** The /refund-account link of the newest SMS to `mobile` that has one (the recorded SMS log), as a path. */
async function refundLink(mobile: string): Promise<string> {
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
      return `${url.pathname}${url.search}`;
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

  // The leader cancels the tour (the call the dashboard's dialog makes).
  const leader = { authorization: `Bearer ${await apiToken(request, SEEDED.leader)}` };
  const reasons = await (await request.get("/api/Tour/CancellationReasons", { headers: leader })).json();
  const cancelled = await request.post(`/api/Tour/${tour.id}/cancel`, {
    headers: leader,
    data: { reason: reasons[0].id },
  });
  expect(cancelled.ok(), await cancelled.text()).toBe(true);
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
