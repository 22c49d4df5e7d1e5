// The finance page of operators and accountants (spec doc 2 §4, doc 3 §3–§4, §8): card-to-card
// purchases made through the real reservation and complete-c2c calls are confirmed by the
// accountant and rejected by the operator (toast, status, badge); unverified online payments are
// completed by bill; the filters live in the address; a leader is sent away.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { login, SEEDED, withDb } from "./helpers";
import { apiToken, createTour, reserveSeat, type CreatedTour } from "./public-flow";

const TRANSACTIONS = "/adminDashboard/financialReports/transactions";
const toPersian = (text: string | number) => String(text).replace(/\d/g, (d) => "۰۱۲۳۴۵۶۷۸۹"[Number(d)]);
const toLatin = (text: string) => text.replace(/[۰-۹]/g, (d) => String("۰۱۲۳۴۵۶۷۸۹".indexOf(d)));

let tour: CreatedTour;
let nextSeat = 1;

interface Purchase {
  billId: string;
  paymentToken: string;
  trackingId: string;
  mobile: string;
}

async function reserve(request: APIRequestContext, paymentMethod: "C2C" | "Online"): Promise<Purchase> {
  const passenger = { firstName: "سارا", lastName: "کاظمی", gender: "Female" } as const;
  return reserveSeat(request, tour, { paymentMethod, seat: nextSeat++, passenger });
}

/** A card-to-card purchase whose buyer has reported the transfer: it waits for the operator. */
async function c2cPurchase(request: APIRequestContext) {
  const purchase = await reserve(request, "C2C");
  const refCode = `RC${Date.now().toString().slice(-8)}`;
  const res = await request.post(
    `/api/tour/bill/${purchase.billId}/complete-c2c/${purchase.paymentToken}/refId/${refCode}`,
  );
  expect(res.ok(), await res.text()).toBe(true);
  return { ...purchase, refCode, paymentId: await paymentIdOf(purchase.billId) };
}

/** An online purchase sent to the sandbox gateway; `pay` pays there without the browser coming back. */
async function onlinePurchase(request: APIRequestContext, pay: boolean) {
  const purchase = await reserve(request, "Online");
  const start = await request.get(`/api/payment/bill/${purchase.billId}`, { maxRedirects: 0 });
  expect(start.status()).toBe(303);
  const authority = new URL(start.headers().location).pathname.split("/").pop()!;
  if (pay) {
    const paid = await request.post(`/api/payment/sandbox/${authority}`, {
      multipart: { action: "pay" },
      maxRedirects: 0,
    });
    expect(paid.status()).toBe(303);
  }
  return { ...purchase, paymentId: await paymentIdOf(purchase.billId) };
}

async function paymentIdOf(billId: string): Promise<number> {
  return withDb(
    async (db) =>
      (
        await db.query<{ id: number }>(`select id from "Payment" where "billId" = $1 order by id desc limit 1`, [
          billId,
        ])
      ).rows[0].id,
  );
}

const awaitingC2c = () =>
  withDb(async (db) =>
    Number(
      (
        await db.query<{ n: string }>(
          `select count(*) as n from "Payment" where method = 'C2C' and status = 'PendingConfirmation'`,
        )
      ).rows[0].n,
    ),
  );

function c2cBadge(page: Page) {
  return page
    .getByTestId("sidebar")
    .getByRole("link", { name: /تراکنش‌ها/ })
    .getByTestId("menu-badge");
}
// A zero count shows no badge.
const badgeCount = async (page: Page) =>
  (await c2cBadge(page).count()) ? Number(toLatin((await c2cBadge(page).textContent()) ?? "").replace(/\D/g, "")) : 0;

const row = (page: Page, paymentId: number) =>
  page.locator(`[data-testid="payment-row"][data-payment-id="${paymentId}"]`);

test.beforeAll(async ({ request }) => {
  tour = await createTour(request, { title: `تور تراکنش‌ها ${Date.now().toString(36)}` });
});

test("the accountant finds a reported transfer, confirms it, and the list and badge reload", async ({
  page,
  request,
}) => {
  const purchase = await c2cPurchase(request);
  await login(page, SEEDED.accountant.mobile, SEEDED.accountant.password, SEEDED.accountant.landing);
  await expect(page.getByRole("tab", { name: "کارت به کارت" })).toHaveAttribute("aria-selected", "true");
  // The badge shows what awaits confirmation, this purchase included.
  await expect.poll(async () => (await badgeCount(page)) === (await awaitingC2c())).toBe(true);
  const before = await badgeCount(page);
  expect(before).toBeGreaterThanOrEqual(1);

  await page.getByRole("textbox", { name: "جستجو" }).fill(purchase.refCode);
  await page.getByRole("button", { name: "جستجو" }).click();
  await expect(page).toHaveURL(new RegExp(`term=${purchase.refCode}`));
  await expect(page.getByTestId("payment-row")).toHaveCount(1);
  const listed = row(page, purchase.paymentId);
  // Codes keep their Latin digits (issue 22: RPQ۸Q۸X۶ matched nothing a person could type back).
  await expect(listed.getByTestId("payment-code")).toHaveText(purchase.refCode);
  await expect(listed).toContainText(toPersian(purchase.mobile));
  await expect(listed).toContainText(purchase.trackingId);
  await expect(listed).toContainText("۲٬۰۰۰٬۰۰۰ تومان");
  await expect(listed).toContainText(/[۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2} - [۰-۹]{2}:[۰-۹]{2}/);
  await expect(listed.getByTestId("payment-status")).toHaveText("در انتظار تایید");
  await expect(page.getByTestId("transactions-summary")).toContainText("تعداد تراکنش‌ها: ۱");

  // The filter survives a reload.
  await page.reload();
  await expect(page.getByRole("textbox", { name: "جستجو" })).toHaveValue(purchase.refCode);
  await expect(page.getByTestId("payment-row")).toHaveCount(1);

  await listed.getByRole("button", { name: "تایید", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "تایید تراکنش کارت به کارت" });
  await expect(dialog).toContainText(purchase.refCode);
  await dialog.getByRole("button", { name: "بله، تایید شود" }).click();
  await expect(page.getByText("تراکنش تایید شد.")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(listed.getByTestId("payment-status")).toHaveText("تایید شده");
  await expect(listed.getByRole("button", { name: "تایید", exact: true })).toHaveCount(0);

  const stored = await withDb(
    async (db) =>
      (
        await db.query(
          `select p.status, b.status as "billStatus" from "Payment" p join "Bill" b on b.id = p."billId" where p.id = $1`,
          [purchase.paymentId],
        )
      ).rows[0],
  );
  expect(stored).toEqual({ status: "Confirmed", billStatus: "Paid" });
  // Without leaving the page the badge is reloaded to the new count (one fewer, unless other runs added some).
  await expect.poll(async () => (await badgeCount(page)) === (await awaitingC2c())).toBe(true);
});

test("the operator rejects a transfer; status and date filters come from the address", async ({ page, request }) => {
  const purchase = await c2cPurchase(request);
  await login(page, SEEDED.operator.mobile, SEEDED.operator.password, SEEDED.operator.landing);

  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Tehran" }).format(new Date());
  const tomorrow = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Tehran" }).format(
    new Date(Date.now() + 86_400_000),
  );
  await page.goto(`${TRANSACTIONS}?term=${purchase.trackingId}&from=${tomorrow}&to=${tomorrow}`);
  await expect(page.getByText("تراکنشی یافت نشد.")).toBeVisible();
  await page.goto(`${TRANSACTIONS}?term=${purchase.trackingId}&from=${today}&to=${today}&status=PendingConfirmation`);
  await expect(page.getByLabel("وضعیت", { exact: true })).toHaveValue("PendingConfirmation");
  const listed = row(page, purchase.paymentId);
  await expect(listed.getByTestId("payment-status")).toHaveText("در انتظار تایید");
  await page.getByLabel("وضعیت", { exact: true }).selectOption({ label: "همه" });
  await expect(page).not.toHaveURL(/status=/);

  await listed.getByRole("button", { name: "رد", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "رد تراکنش کارت به کارت" });
  await dialog.getByRole("button", { name: "بله، رد شود" }).click();
  await expect(page.getByText("تراکنش رد شد.")).toBeVisible();
  await expect(listed.getByTestId("payment-status")).toHaveText("رد شده");
  await expect(listed.getByRole("button", { name: "رد", exact: true })).toHaveCount(0);
  const status = await withDb(
    async (db) => (await db.query(`select status from "Payment" where id = $1`, [purchase.paymentId])).rows[0].status,
  );
  expect(status).toBe("Rejected");
});

test("an online payment paid at the gateway is completed by the operator; an unpaid one says so", async ({
  page,
  request,
}) => {
  const paid = await onlinePurchase(request, true);
  const unpaid = await onlinePurchase(request, false);
  await login(page, SEEDED.operator.mobile, SEEDED.operator.password, SEEDED.operator.landing);
  await page.goto(TRANSACTIONS);
  await page.getByRole("tab", { name: "آنلاین" }).click();
  await expect(page).toHaveURL(/tab=online/);
  await expect(page.getByRole("columnheader", { name: "کد مرجع درگاه" })).toBeVisible();

  await page.getByRole("textbox", { name: "جستجو" }).fill(paid.trackingId);
  await page.getByRole("button", { name: "جستجو" }).click();
  const paidRow = row(page, paid.paymentId);
  await expect(paidRow.getByTestId("payment-status")).toHaveText("در انتظار پرداخت");
  await paidRow.getByRole("button", { name: "تکمیل پرداخت" }).click();
  await expect(page.getByText("پرداخت تکمیل و تایید شد.")).toBeVisible();
  await expect(paidRow.getByTestId("payment-status")).toHaveText("پرداخت موفق");
  await expect(paidRow.getByTestId("payment-code")).toHaveText(/^[۰-۹]+$/);
  await expect(paidRow.getByRole("button", { name: "تکمیل پرداخت" })).toHaveCount(0);

  await page.getByRole("textbox", { name: "جستجو" }).fill(unpaid.trackingId);
  await page.getByRole("button", { name: "جستجو" }).click();
  const unpaidRow = row(page, unpaid.paymentId);
  await unpaidRow.getByRole("button", { name: "تکمیل پرداخت" }).click();
  await expect(page.getByText("پرداخت توسط درگاه تایید نشد.")).toBeVisible();
  await expect(unpaidRow.getByTestId("payment-status")).toHaveText("ناموفق");
});

test("a leader opening the finance page is sent to the dashboard", async ({ page }) => {
  await login(page, SEEDED.leader.mobile, SEEDED.leader.password, SEEDED.leader.landing);
  await page.goto(TRANSACTIONS);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId("payment-row")).toHaveCount(0);
});

test("a transfer reported for a tour cancelled meanwhile: the dialog says only «no ticket, refund», the row then says so", async ({
  page,
  request,
}) => {
  // A tour of its own: cancelling it must not touch the other tests' purchases.
  const own = await createTour(request, { title: `تور لغو کارت ${Date.now().toString(36)}` });
  const passenger = { firstName: "نیما", lastName: "لغوی", gender: "Male" } as const;
  const purchase = await reserveSeat(request, own, { paymentMethod: "C2C", seat: 1, passenger });
  const refCode = `RX${Date.now().toString().slice(-8)}`;
  const reported = await request.post(
    `/api/tour/bill/${purchase.billId}/complete-c2c/${purchase.paymentToken}/refId/${refCode}`,
  );
  expect(reported.ok(), await reported.text()).toBe(true);
  const paymentId = await paymentIdOf(purchase.billId);
  const token = await apiToken(request, SEEDED.leader);
  const auth = { authorization: `Bearer ${token}` };
  const reasons = await (await request.get("/api/Tour/CancellationReasons", { headers: auth })).json();
  const cancelled = await request.post(`/api/Tour/${own.id}/cancel`, {
    headers: auth,
    data: { reason: reasons[0].id },
  });
  expect(cancelled.ok(), await cancelled.text()).toBe(true);

  await login(page, SEEDED.accountant.mobile, SEEDED.accountant.password, SEEDED.accountant.landing);
  await page.goto(`${TRANSACTIONS}?term=${refCode}`);
  const listed = row(page, paymentId);
  await listed.getByRole("button", { name: "تایید", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "تایید تراکنش کارت به کارت" });
  await expect(dialog.getByTestId("c2c-owed-back")).toContainText("بلیتی صادر نمی‌شود");
  await expect(dialog).not.toContainText("خرید نهایی");
  await dialog.getByRole("button", { name: "بله، تایید شود" }).click();
  await expect(dialog).toBeHidden();
  await expect(listed.getByTestId("payment-status")).toHaveText("بدون بلیت؛ استرداد به خریدار");
});
