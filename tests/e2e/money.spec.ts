// The money journeys of issue 9: a leader charges the wallet through the sandbox gateway and asks
// for a checkout, the accountant pays it with the bank's reference and the leader sees it paid;
// a traveller cancels a ticket, the operator completes the refund with the manual form and the
// traveller's ticket shows the money as paid.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { enterTicketCode, login, registerUser, SEEDED } from "./helpers";
import { apiToken, createTour, reserveSeat } from "./public-flow";

const toPersian = (value: string | number) => String(value).replace(/\d/g, (d) => "۰۱۲۳۴۵۶۷۸۹"[Number(d)]);

async function signedIn(
  browser: Browser,
  account: { mobile: string; password: string },
  landing: string,
): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await login(page, account.mobile, account.password, landing);
  return page;
}

test("a leader charges the wallet, asks for a checkout, the accountant pays it, the leader sees it paid", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const suffix = Date.now().toString(36);
  const leader = await registerUser(request, { confirmed: true, firstName: "کیوان", lastName: `کیف‌پول${suffix}` });
  await login(page, leader.mobile, leader.password, "/dashboard");

  await page.goto("/dashboard/financial/wallet");
  await expect(page.getByTestId("wallet-balance")).toContainText("۰");
  await page.getByLabel("مبلغ شارژ (تومان)").fill("5000");
  await expect(page.getByRole("button", { name: "پرداخت و شارژ" })).toBeDisabled();
  await page.getByLabel("مبلغ شارژ (تومان)").fill("250000");
  await page.getByRole("button", { name: "پرداخت و شارژ" }).click();
  await expect(page).toHaveURL(/\/payment\/sandbox\//);
  await expect(page.getByTestId("sandbox-amount")).toHaveText("۲۵۰٬۰۰۰ تومان");
  await page.getByRole("button", { name: "پرداخت موفق" }).click();
  await expect(page).toHaveURL(/\/dashboard\/financial\/wallet$/);
  await expect(page.getByText("کیف پول شارژ شد.")).toBeVisible();
  await expect(page.getByTestId("wallet-withdrawable")).toContainText("۲۵۰٬۰۰۰ تومان");

  await page.getByLabel("مبلغ (تومان)").fill("300000");
  await expect(page.getByRole("button", { name: "ثبت درخواست تسویه" })).toBeDisabled();
  await page.getByLabel("مبلغ (تومان)").fill("100000");
  await page.getByLabel("شماره شبا").fill("820540102680020817909002");
  await page.getByRole("button", { name: "ثبت درخواست تسویه" }).click();
  await expect(page.getByText("درخواست تسویه ثبت شد.")).toBeVisible();
  await expect(page.getByTestId("checkout-row").first()).toContainText("در حال بررسی");
  await expect(page.getByTestId("wallet-balance")).toContainText("۱۵۰٬۰۰۰ تومان");

  const accountant = await signedIn(browser, SEEDED.accountant, SEEDED.accountant.landing);
  await accountant.goto("/adminDashboard/financialReports/checkouts");
  const row = accountant.getByTestId("checkout-row").filter({ hasText: toPersian(leader.mobile) });
  await expect(row).toContainText("۱۰۰٬۰۰۰ تومان");
  await row.getByRole("button", { name: "پرداخت" }).click();
  const submit = accountant.getByRole("button", { name: "ثبت پرداخت" });
  await expect(submit).toBeDisabled();
  await accountant.getByLabel("شماره پیگیری بانک").fill("BANK-4471");
  await accountant.getByLabel("توضیح").fill("واریز پایا");
  await submit.click();
  await expect(accountant.getByText("پرداخت تسویه ثبت شد.")).toBeVisible();
  await expect(row).toContainText("پرداخت شده");

  await page.reload();
  await expect(page.getByTestId("checkout-row").first()).toContainText("پرداخت شده");
  await expect(page.getByTestId("checkout-row").first()).toContainText("BANK-4471");
  await page.goto("/dashboard/financial");
  await page.getByRole("tab", { name: "تسویه‌ها" }).click();
  await expect(page.getByTestId("self-checkout-row").first()).toContainText("پرداخت شده");
  // The tab and the filters live in the address: a reload (or a shared link) shows the same list.
  await page.getByLabel("فقط پرداخت‌شده‌ها").check();
  await expect(page).toHaveURL(/tab=checkouts.*onlyPaid=true|onlyPaid=true.*tab=checkouts/);
  await page.reload();
  await expect(page.getByRole("tab", { name: "تسویه‌ها" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByLabel("فقط پرداخت‌شده‌ها")).toBeChecked();
  await expect(page.getByTestId("self-checkout-row")).toHaveCount(1);
  await page.getByRole("tab", { name: "گردش حساب" }).click();
  await expect(page.getByTestId("entry-row")).toHaveCount(2);
  await expect(page.getByTestId("entry-row").first()).toContainText("۱۵۰٬۰۰۰ تومان");
});

test("a traveller cancels, the operator completes the refund, the traveller's ticket shows it paid", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const tour = await createTour(request);
  const passenger = { firstName: "سارا", lastName: "استردادی", gender: "Female" } as const;
  const { mobile, billId, trackingId } = await reserveSeat(request, tour, {
    paymentMethod: "Online",
    seat: 3,
    passenger,
  });
  await page.goto(`/api/payment/bill/${billId}`);
  await page.getByRole("button", { name: "پرداخت موفق" }).click();
  await expect(page).toHaveURL(/\/reserve\/finalReceipt\?.*status=paid/);

  await page.goto("/tracking");
  await page.getByLabel("شماره موبایل خریدار").fill(mobile);
  await page.getByLabel("کد رهگیری").fill(trackingId);
  await page.getByRole("button", { name: "پیگیری" }).click();
  await page.getByRole("checkbox", { name: "لغو سارا استردادی" }).check();
  // Where to pay: a card and its holder's name (required with it), as support pays a named person.
  await page.getByLabel("شماره کارت (اختیاری)").fill("6037991234567893");
  await page.getByLabel("نام صاحب حساب (همراه کارت یا شبا)").fill("سارا استردادی");
  await page.getByTestId("cancel-selected").click();
  await enterTicketCode(page, mobile);
  await page.getByTestId("confirm-cancel").click();
  await expect(page.getByTestId("refund-record")).toBeVisible();

  const operator = await signedIn(browser, SEEDED.operator, SEEDED.operator.landing);
  await operator.goto("/adminDashboard/financialReports/cancellations");
  await operator.getByLabel("کد رهگیری").fill(trackingId);
  await expect(operator).toHaveURL(new RegExp(`term=${trackingId}`));
  await operator.reload();
  await expect(operator.getByLabel("کد رهگیری")).toHaveValue(trackingId);
  const row = operator.getByTestId("refund-row").filter({ hasText: trackingId });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("در انتظار پشتیبانی");
  // 2,000,000 paid, 20 days before the start: the tour's 60-day rule keeps 20 %.
  await expect(row).toContainText("۲۰٪");
  await expect(row).toContainText("۱٬۶۰۰٬۰۰۰ تومان");
  await expect(row.getByTestId("refund-pay-to")).toContainText("۶۰۳۷۹۹۱۲۳۴۵۶۷۸۹۳");
  await expect(row.getByTestId("refund-pay-to")).toContainText("سارا استردادی");
  await row.getByRole("button", { name: "ثبت دستی" }).click();
  const submit = operator.getByRole("button", { name: "ثبت استرداد" });
  await expect(submit).toBeDisabled();
  await operator.getByLabel("شماره پیگیری").fill("77120");
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(operator.getByText("استرداد ثبت شد.")).toBeVisible();
  await expect(row).toContainText("پرداخت شده توسط پشتیبانی");

  await page.goto("/tracking");
  await page.getByLabel("شماره موبایل خریدار").fill(mobile);
  await page.getByLabel("کد رهگیری").fill(trackingId);
  await page.getByRole("button", { name: "پیگیری" }).click();
  await expect(page.getByTestId("ticket-refund")).toHaveAttribute("data-state", "ProcessedByOperator");
  await expect(page.getByTestId("ticket-refund")).toContainText("واریز شد");
  await expect(page.getByTestId("ticket-refund")).toContainText("۷۷۱۲۰");
});

test("a card-to-card buyer who closed the page sends the transfer code later from /tracking, on a phone and on a sale website's host", async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const tour = await createTour(request);
  const passenger = { firstName: "نرگس", lastName: "کارتی", gender: "Female" } as const;
  const purchase = (seat: number) => reserveSeat(request, tour, { paymentMethod: "C2C", seat, passenger });
  const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  const port = Number(process.env.E2E_PORT ?? 3100);
  for (const [origin, seat] of [
    [`http://localhost:${port}`, 11],
    [`http://kuhestan.localhost:${port}`, 12],
  ] as const) {
    const { mobile, trackingId } = await purchase(seat);
    await phone.goto(`${origin}/tracking`);
    await phone.getByLabel("شماره موبایل خریدار").fill(mobile);
    await phone.getByLabel("کد رهگیری").fill(trackingId);
    await phone.getByRole("button", { name: "پیگیری" }).click();
    const later = phone.getByTestId("c2c-later");
    await expect(later).toBeVisible();
    await expect(later.getByTestId("c2c-card")).toHaveText("۶۰۳۷-۹۹۷۰-۰۰۰۰-۰۰۰۰");
    await later.getByRole("button", { name: "ثبت کد پیگیری" }).click();
    await expect(later.getByRole("alert")).toHaveText("کد پیگیری واریز را وارد کنید");
    // A code of its own per transfer (a bank reference pays one payment, issue 22), typed in Persian digits.
    const code = toPersian(`${Date.now()}${seat}`.slice(-8));
    await later.getByLabel("کد پیگیری واریز").fill(code);
    await later.getByRole("button", { name: "ثبت کد پیگیری" }).click();
    await expect(phone.getByText("کد پیگیری واریز ثبت شد؛ رزرو شما پس از تایید واریز نهایی می‌شود.")).toBeVisible();
    await expect(phone.getByTestId("c2c-sent")).toContainText(code);
    // The section fits the 390 px phone: nothing in it spills sideways.
    expect(
      await later.evaluate(
        (el) => el.scrollWidth <= el.clientWidth && el.getBoundingClientRect().right <= window.innerWidth,
      ),
    ).toBe(true);
  }
});

test.describe("amounts and counts on a phone (issue 22)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a charge no gateway takes is refused in the field, in Persian, and the browser stays on the page", async ({
    page,
    request,
  }) => {
    const leader = await registerUser(request, {
      confirmed: true,
      firstName: "سحر",
      lastName: `شارژ${Date.now().toString(36)}`,
    });
    await login(page, leader.mobile, leader.password, "/dashboard");
    await page.goto("/dashboard/financial/wallet");
    const field = page.getByLabel("مبلغ شارژ (تومان)");
    await field.fill("999999999999999");
    // What was typed stays as typed; the message is next to the field; nothing is sent.
    await expect(field).toHaveValue("۹۹۹٬۹۹۹٬۹۹۹٬۹۹۹٬۹۹۹");
    await expect(
      page.getByText("حداکثر مبلغ هر شارژ ۵۰۰٬۰۰۰٬۰۰۰ تومان است؛ بیشتر از این را درگاه پرداخت نمی‌پذیرد."),
    ).toBeInViewport();
    await expect(page.getByRole("button", { name: "پرداخت و شارژ" })).toBeDisabled();
    await field.press("Enter");
    await expect(page).toHaveURL(/\/dashboard\/financial\/wallet$/);
  });

  test("an order of more than the stock keeps the typed count and says how many are left", async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, SEEDED.leader);
    const created = await request.post("/api/Product", {
      headers: { authorization: `Bearer ${token}` },
      data: {
        title: `قمقمه ${Date.now().toString(36)}`,
        registrationEndTime: new Date(Date.now() + 10 * 86_400_000).toISOString(),
        capacity: 10,
        price: 100_000,
        description: "—",
        showInWebsite: true,
      },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const product = await created.json();
    await page.goto(`/${product.leaderId}/product/${product.id}/reserve`);
    const count = page.getByLabel(/^تعداد/);
    await count.fill("50");
    await expect(count).toHaveValue("۵۰");
    await expect(page.getByText("فقط ۱۰ عدد باقی مانده است")).toBeVisible();
  });
});
