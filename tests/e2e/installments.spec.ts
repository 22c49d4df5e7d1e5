// Issue 31's journeys at a phone's size (390×844): a leader defines an installment plan on
// /dashboard/installmentSale (the server's Persian refusal under the field, the live preview) and
// attaches it to a tour in the wizard's step three, which shows it again on edit; a buyer chooses
// «پرداخت اقساطی» on the tour page, pays the down payment at the sandbox gateway, then pays the
// first installment from the reminder SMS's link and lands back on the ticket (a second click charges
// nothing); a leader records an overdue installment paid in cash and cancels another overdue ticket
// after its refund preview, and finds the refund in the tour report.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import ExcelJS from "exceljs";
import PgBoss from "pg-boss";
import { expectAccessible } from "./helpers/axe";
import { login, newMobile, registerUser, SEEDED, withDb } from "./helpers";
import { apiToken, createTour, nationalIds, payInSandbox, reserveSeat } from "./public-flow";

const noSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/**
 * Runs the installment reminders now, as their five-minute schedule would: the job is queued through
 * pg-boss (no schedule, supervision or migration from this process) and the server's worker takes it.
 */
async function runInstallmentReminders() {
  const url = readFileSync(`.data/e2e-${process.env.E2E_PORT ?? 3100}/database-url`, "utf8").trim();
  const boss = new PgBoss({ connectionString: url, schedule: false, supervise: false, migrate: false });
  await boss.start();
  try {
    await boss.send("installment-reminders", {});
  } finally {
    await boss.stop({ graceful: false });
  }
}

/** The pay link of an installment in the reminder SMS its buyer was sent, waiting for the reminder job. */
async function smsPayLink(mobile: string, installmentId: number): Promise<URL> {
  await runInstallmentReminders();
  for (let i = 0; i < 240; i++) {
    const text = await withDb(
      async (db) =>
        (
          await db.query<{ text: string }>(
            `select text from "SmsMessage" where mobile = $1 and text like $2 order by id desc limit 1`,
            [mobile, `%/api/installments/${installmentId}/pay?%`],
          )
        ).rows[0]?.text,
    );
    const url = text?.match(/https?:\/\/\S+\/api\/installments\/\d+\/pay\?\S+/)?.[0];
    if (url) return new URL(url);
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`no reminder SMS with the pay link of installment ${installmentId} was sent to ${mobile}`);
}

/**
 * The buyer's ticket, its first installment brought within the reminder's reach (due in two days) and
 * the ticket made older than the "before" window (one bought inside it gets no "before" reminder).
 */
async function firstInstallmentDueSoon(mobile: string) {
  const { reservationId, trackingId } = await withDb(
    async (db) =>
      (
        await db.query<{ reservationId: number; trackingId: string }>(
          `select id as "reservationId", "trackingId" from "Reservation" where "buyerMobile" = $1`,
          [mobile],
        )
      ).rows[0],
  );
  const firstId = await withDb(
    async (db) =>
      (
        await db.query<{ id: number }>(
          `update "ReservationInstallment" set "dueAt" = now() + interval '2 days', "createdAt" = now() - interval '5 days'
           where "reservationId" = $1 and sequence = 1 returning id`,
          [reservationId],
        )
      ).rows[0].id,
  );
  return { reservationId, trackingId, firstId };
}

/** A leader's plan through the real call: 30 % now, then two parts 20 and 40 days after purchase, +10 %. */
async function createPlan(
  request: APIRequestContext,
  name: string,
  account: { mobile: string; password: string } = SEEDED.leader,
) {
  const token = await apiToken(request, account);
  const res = await request.post("/api/installment-plans", {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name,
      downPaymentPercent: 30,
      installmentCount: 2,
      dueDaysAfterPurchase: [20, 40],
      lastDueDaysBeforeDeparture: 7,
      surchargePercent: 10,
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).id as number;
}

test.describe.configure({ timeout: 240_000 });
test.use({ viewport: { width: 390, height: 844 } });

test("a leader defines an installment plan and attaches it to a tour in step three", async ({ page, request }) => {
  const tour = await createTour(request, { daysAhead: 120 });
  const name = `سه قسط ${Date.now().toString(36)}`;
  await login(page, SEEDED.leader.mobile, SEEDED.leader.password, SEEDED.leader.landing);

  await page.goto("/dashboard/installmentSale");
  await expect(page.getByRole("tab", { name: "تعریف اقساط" })).toHaveAttribute("aria-selected", "true");
  await page.getByTestId("plan-new").click();
  const form = page.getByTestId("plan-form");
  await form.getByLabel(/^نام طرح/).fill(name);
  // A down payment of 100 % is not a sale in parts: refused under the field, nothing sent.
  await form.getByLabel(/^پیش‌پرداخت/).fill("100");
  await page.getByTestId("plan-save").click();
  await expect(form.getByText(/پیش‌پرداخت باید بین ۱ تا ۹۹ درصد باشد/)).toBeVisible();
  await form.getByLabel(/^پیش‌پرداخت/).fill("40");
  await form.getByLabel(/^تعداد اقساط/).fill("3");
  await form.getByLabel(/^قسط ۱/).fill("20");
  await form.getByLabel(/^قسط ۲/).fill("40");
  await form.getByLabel(/^قسط ۳/).fill("60");
  await form.getByLabel(/^آخرین سررسید/).fill("10");
  await form.getByLabel(/^کارمزد اقساط/).fill("10");
  // The preview for the example ticket of 10,000,000: +10 % = 11,000,000; 40 % now; the rest in three.
  const preview = page.getByTestId("plan-preview");
  await expect(preview).toContainText("۴٬۴۰۰٬۰۰۰ تومان");
  await expect(preview).toContainText("قسط ۳: ۲٬۲۰۰٬۰۰۰ تومان");
  await expect(preview).toContainText("جمع پرداختی: ۱۱٬۰۰۰٬۰۰۰ تومان");
  await expectAccessible(page, "plan form");
  await page.getByTestId("plan-save").click();
  await expect(page.getByText("طرح اقساط ساخته شد")).toBeVisible();
  const row = page.getByTestId("plan-row").filter({ hasText: name });
  await expect(row).toContainText("۴۰٪");
  await expect(row).toContainText("۲۰، ۴۰، ۶۰");
  const planId = await withDb(
    async (db) =>
      (await db.query<{ id: number }>(`select id from "InstallmentPlan" where name = $1`, [name])).rows[0].id,
  );
  await expectAccessible(page, "installment plans");

  // Step three offers it; the chosen id is saved with the tour and shown again on edit.
  await page.goto(`/dashboard/tour/edit/${tour.id}/stepThree`);
  await page.getByRole("checkbox", { name: `طرح اقساط ${name}` }).check();
  await page.getByRole("button", { name: "ذخیره نهایی" }).click();
  await expect(page).toHaveURL(/\/dashboard\/tour$/);
  const stored = await withDb(
    async (db) =>
      (await db.query(`select "definitionInstallmentIds" as ids from "Tour" where id = $1`, [tour.id])).rows[0].ids,
  );
  expect(stored).toEqual([planId]);
  await page.goto(`/dashboard/tour/edit/${tour.id}/stepThree`);
  await expect(page.getByRole("checkbox", { name: `طرح اقساط ${name}` })).toBeChecked();
});

test("a buyer pays the down payment, then the first installment from its pay link, and lands on the ticket", async ({
  page,
  request,
}) => {
  const planId = await createPlan(request, `دو قسط ${Date.now().toString(36)}`);
  const tour = await createTour(request, { daysAhead: 90, definitionInstallments: [planId] });
  const mobile = newMobile();

  await page.goto(`/${tour.leaderId}/tour/${tour.id}`);
  await page.getByTestId("buy-continue-mobile").click();
  await expect(page).toHaveURL(/\/reserve\/busSeat/);
  await page.locator('[data-seat="12"]').click();
  await page.getByTestId("seats-continue").click();
  await expect(page).toHaveURL(/\/reserve\/passengersInfo/);
  await page.locator('input[name="passengers.0.firstName"]').fill("نرگس");
  await page.locator('input[name="passengers.0.lastName"]').fill("احمدی");
  await page.locator('select[name="passengers.0.gender"]').selectOption("Female");
  await page.locator('input[name="passengers.0.nationalId"]').fill(nationalIds(1)[0]);
  await page.locator('input[name="passengers.0.mobile"]').fill(mobile);
  await page.getByTestId("passengers-continue").click();
  await expect(page).toHaveURL(/\/reserve\/receipt/);

  // The ticket of 2,000,000 with a 10 % surcharge: 2,200,000 in all, 660,000 now, then 770,000 twice.
  await page.getByRole("radio", { name: /پرداخت اقساطی/ }).check();
  const choice = page.getByTestId("installment-choice");
  await expect(choice.getByTestId("installment-schedule")).toContainText("۶۶۰٬۰۰۰ تومان");
  await expect(choice.getByTestId("schedule-row")).toHaveCount(2);
  await expect(choice.getByTestId("schedule-row").nth(1)).toContainText("۷۷۰٬۰۰۰ تومان");
  await expect(choice).toContainText("جمع پرداختی: ۲٬۲۰۰٬۰۰۰ تومان");
  await expectAccessible(page, "installment choice");
  await page.getByRole("button", { name: "پرداخت پیش‌پرداخت" }).click();
  await expect(page).toHaveURL(/\/payment\/sandbox\//);
  await expect(page.getByTestId("sandbox-amount")).toHaveText("۶۶۰٬۰۰۰ تومان");
  await page.getByRole("button", { name: "پرداخت موفق" }).click();
  await expect(page).toHaveURL(/\/reserve\/finalReceipt\?.*status=paid/);
  const schedule = page.getByTestId("ticket-installments");
  await expect(schedule.getByTestId("ticket-installment")).toHaveCount(3);
  await expect(schedule.getByTestId("ticket-installment").first()).toHaveAttribute("data-status", "Paid");
  await expect(schedule).toContainText("مانده اقساط: ۱٬۵۴۰٬۰۰۰ تومان");
  await expectAccessible(page, "receipt with installments");

  // The reminder SMS of the first installment carries its signed pay link: its due day is brought
  // within the reminder's reach, and the ticket made older than the window (one bought inside the
  // "before" window gets no "before" reminder: its buyer has just seen the schedule).
  const { trackingId, firstId } = await firstInstallmentDueSoon(mobile);
  const link = await smsPayLink(mobile, firstId);
  expect(link.pathname).toBe(`/api/installments/${firstId}/pay`);
  await page.goto(link.pathname + link.search);
  await expect(page).toHaveURL(/\/payment\/sandbox\//);
  await expect(page.getByTestId("sandbox-amount")).toHaveText("۷۷۰٬۰۰۰ تومان");
  await page.getByRole("button", { name: "پرداخت موفق" }).click();
  await expect(page).toHaveURL(new RegExp(`/tour/ticketPrint\\?.*trackingId=${trackingId}`));
  const after = page.getByTestId("ticket-installment");
  await expect(after.nth(1)).toHaveAttribute("data-status", "Paid");
  await expect(after.nth(1)).toContainText("پرداخت شد");
  await expect(after.nth(2)).toHaveAttribute("data-status", "Due");
  await expect(page.getByTestId("installments-outstanding")).toHaveText("۷۷۰٬۰۰۰ تومان");
  expect(await noSideways(page)).toBe(true);
  await expectAccessible(page, "ticket after an installment");

  // The same SMS link clicked again: straight to the ticket, no gateway, nothing charged.
  await page.goto(link.pathname + link.search);
  await expect(page).toHaveURL(new RegExp(`/tour/ticketPrint\\?.*trackingId=${trackingId}`));
  await expect(page.getByTestId("ticket-installment").nth(1)).toContainText("پرداخت شد");
  const charged = await withDb(
    async (db) =>
      (
        await db.query<{ bills: number; payments: number }>(
          `select count(distinct b.id)::int as bills, count(p.id) filter (where p.status = 'Verified')::int as payments
           from "Bill" b left join "Payment" p on p."billId" = b.id where b."installmentId" = $1`,
          [firstId],
        )
      ).rows[0],
  );
  expect(charged).toEqual({ bills: 1, payments: 1 });
});

test("a leader records an overdue installment paid in cash, and cancels another overdue ticket with its refund", async ({
  page,
  request,
}) => {
  const suffix = Date.now().toString(36);
  const leader = await registerUser(request, { confirmed: true, firstName: "مهسا", lastName: `اقساطی${suffix}` });
  const planId = await createPlan(request, `دو قسط ${suffix}`, leader);
  // 50 days ahead: the tour's rules take 20 % from 60 days before departure on.
  const tour = await createTour(request, { daysAhead: 50, definitionInstallments: [planId], account: leader });
  const buyers = [];
  for (const [seat, firstName] of [
    [5, "بهرام"],
    [6, "شیرین"],
  ] as const) {
    const sale = await reserveSeat(request, tour, {
      paymentMethod: "Installment",
      installmentPlanId: planId,
      seat,
      passenger: { firstName, lastName: `معوق${suffix}`, gender: "Male" },
    });
    await payInSandbox(request, sale.billId);
    buyers.push({ ...sale, name: `${firstName} معوق${suffix}` });
  }
  // Both first installments fell due two days ago and were not paid.
  await withDb((db) =>
    db.query(
      `update "ReservationInstallment" i set "dueAt" = now() - interval '2 days'
       from "Reservation" r where r.id = i."reservationId" and r."tourId" = $1 and i.sequence = 1`,
      [tour.id],
    ),
  );

  await login(page, leader.mobile, leader.password, "/dashboard");
  await page.goto("/dashboard/installmentSale?tab=sales");
  await page.getByLabel("وضعیت", { exact: true }).selectOption("overdue");
  const rows = page.getByTestId("sale-row");
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText("معوق");
  expect(await noSideways(page)).toBe(true);
  await expectAccessible(page, "overdue sales");

  // «دانلود اکسل» downloads the same filter: one row per installment of this leader's two overdue sales.
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("sales-excel").click()]);
  expect(download.suggestedFilename()).toBe("installment-sales.xlsx");
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile((await download.path())!);
  const lines: string[] = [];
  book.worksheets[0].eachRow((row) => lines.push((row.values as unknown[]).slice(1).join("|")));
  expect(lines[0]).toContain("کد رهگیری");
  expect(lines.slice(1)).toHaveLength(6);
  for (const b of buyers) expect(lines.filter((l) => l.includes(b.trackingId))).toHaveLength(3);
  expect(lines.slice(1).every((l) => l.includes("|معوق|"))).toBe(true);

  // The first buyer paid the installment in cash: 770,000 (2,200,000 − 660,000, in two).
  const cash = rows.filter({ hasText: buyers[0].name });
  await cash.getByTestId("sale-toggle").click();
  const parts = page.getByTestId("sale-installment");
  await expect(parts.nth(1)).toHaveAttribute("data-overdue", "true");
  await expect(parts.nth(1)).toContainText("معوق");
  await parts.nth(1).getByTestId("installment-offline").click();
  const form = page.getByTestId("offline-form");
  await expect(form.getByLabel(/^مبلغ/)).toHaveValue("۷۷۰٬۰۰۰");
  await form.getByLabel(/^توضیح/).fill("دریافت نقدی در دفتر");
  await expectAccessible(page, "offline payment");
  await page.getByTestId("offline-save").click();
  await expect(page.getByText("پرداخت قسط ثبت شد")).toBeVisible();
  await page.getByLabel("وضعیت", { exact: true }).selectOption("");
  await rows.filter({ hasText: buyers[0].name }).getByTestId("sale-toggle").click();
  await expect(parts.nth(1)).toHaveAttribute("data-status", "Paid");
  await expect(parts.nth(1)).toContainText("پرداخت‌شده");
  await expect(parts.nth(1)).toContainText("نقدی");
  await expect(parts.nth(1)).toContainText("دریافت نقدی در دفتر");
  await expect(rows.filter({ hasText: buyers[0].name })).not.toHaveAttribute("data-state", "overdue");

  // The second buyer's ticket is cancelled: 20 % of the 660,000 paid is kept, 528,000 goes back.
  await rows.filter({ hasText: buyers[1].name }).getByTestId("sale-toggle").click();
  await page.getByTestId("sale-cancel").click();
  const preview = page.getByTestId("sale-cancel-preview");
  await expect(preview.getByTestId("cancel-paid")).toHaveText("۶۶۰٬۰۰۰ تومان");
  await expect(preview).toContainText("جریمه (۲۰٪)");
  await expect(preview.getByTestId("cancel-penalty")).toHaveText("۱۳۲٬۰۰۰ تومان");
  await expect(preview.getByTestId("cancel-returned")).toHaveText("۵۲۸٬۰۰۰ تومان");
  await expect(preview).toContainText("۱٬۵۴۰٬۰۰۰ تومان");
  expect(await noSideways(page)).toBe(true);
  await expectAccessible(page, "cancel preview");
  await page.getByTestId("sale-cancel-confirm").click();
  await expect(page.getByText("بلیت لغو شد و استرداد ۵۲۸٬۰۰۰ تومان ثبت شد")).toBeVisible();
  await expect(rows.filter({ hasText: buyers[1].name })).toHaveAttribute("data-state", "cancelled");
  await expect(rows.filter({ hasText: buyers[1].name })).toContainText("لغوشده");

  // The refund row in the tour report's refunds.
  await page.goto(`/dashboard/tour/report/${tour.id}`);
  await page.getByRole("tab", { name: "استردادها" }).click();
  const refund = page.getByTestId("refunds-table").getByRole("row").filter({ hasText: buyers[1].trackingId });
  await expect(refund).toContainText(buyers[1].name);
  await expect(refund).toContainText("۲۰٪");
  await expect(refund).toContainText("۵۲۸٬۰۰۰ تومان");
  expect(await noSideways(page)).toBe(true);
});

test("on the leader's sale website a buyer pays the down payment, an installment from the SMS link and the next from /my, staying on the site", async ({
  page,
  request,
}) => {
  const site = (path: string) => `http://kuhestan.localhost:${process.env.E2E_PORT ?? 3100}${path}`;
  const planId = await createPlan(request, `سایت ${Date.now().toString(36)}`);
  const tour = await createTour(request, { daysAhead: 90, definitionInstallments: [planId] });
  const mobile = newMobile();

  await page.goto(site(`/${tour.leaderId}/tour/${tour.id}`));
  await page.getByTestId("buy-continue-mobile").click();
  await expect(page).toHaveURL(new RegExp(`^${site("")}/.*reserve/busSeat`));
  await page.locator('[data-seat="14"]').click();
  await page.getByTestId("seats-continue").click();
  await page.locator('input[name="passengers.0.firstName"]').fill("سارا");
  await page.locator('input[name="passengers.0.lastName"]').fill("سایتی");
  await page.locator('select[name="passengers.0.gender"]').selectOption("Female");
  await page.locator('input[name="passengers.0.nationalId"]').fill(nationalIds(1)[0]);
  await page.locator('input[name="passengers.0.mobile"]').fill(mobile);
  await page.getByTestId("passengers-continue").click();
  await expect(page).toHaveURL(new RegExp(`^${site("")}/.*reserve/receipt`));

  // The same plan as on the platform: 2,000,000 + 10 % = 2,200,000; 660,000 now, then 770,000 twice.
  await page.getByRole("radio", { name: /پرداخت اقساطی/ }).check();
  const choice = page.getByTestId("installment-choice");
  await expect(choice.getByTestId("schedule-row")).toHaveCount(2);
  await expect(choice).toContainText("جمع پرداختی: ۲٬۲۰۰٬۰۰۰ تومان");
  expect(await noSideways(page)).toBe(true);
  await page.getByRole("button", { name: "پرداخت پیش‌پرداخت" }).click();
  await expect(page.getByTestId("sandbox-amount")).toHaveText("۶۶۰٬۰۰۰ تومان");
  await page.getByRole("button", { name: "پرداخت موفق" }).click();
  await expect(page).toHaveURL(
    new RegExp(`^${site("")}/${tour.leaderId}/tour/${tour.id}/reserve/finalReceipt\\?.*status=paid`),
  );
  await expect(page.getByTestId("ticket-installment")).toHaveCount(3);

  // The reminder SMS links to the site the ticket was bought on, and paying there comes back to it.
  const { reservationId, trackingId, firstId } = await firstInstallmentDueSoon(mobile);
  const link = await smsPayLink(mobile, firstId);
  expect(link.origin).toBe(new URL(site("/")).origin);
  await page.goto(link.href);
  await expect(page.getByTestId("sandbox-amount")).toHaveText("۷۷۰٬۰۰۰ تومان");
  await page.getByRole("button", { name: "پرداخت موفق" }).click();
  await expect(page).toHaveURL(
    new RegExp(`^${site("")}/${tour.leaderId}/tour/ticketPrint\\?.*trackingId=${trackingId}`),
  );
  await expect(page.getByTestId("ticket-installment").nth(1)).toHaveAttribute("data-status", "Paid");

  // /my on the site, signed in with the code texted to the buyer, offers the last installment.
  await page.goto(site("/my"));
  await expect(page.getByTestId("my-sign-in")).toBeVisible();
  await page.getByLabel("شماره موبایل").fill(mobile);
  await page.getByRole("button", { name: "دریافت کد ورود" }).click();
  let code: string | undefined;
  for (let i = 0; i < 40 && !code; i++) {
    code = await withDb(
      async (db) =>
        (
          await db.query<{ text: string }>(
            `select text from "SmsMessage" where mobile = $1 and text like '%بلیت‌های من%' order by id desc limit 1`,
            [mobile],
          )
        ).rows[0]?.text.match(/\d{6}/)?.[0],
    );
    if (!code) await new Promise((r) => setTimeout(r, 250));
  }
  await page.getByLabel("کد ورود").fill(code!);
  await page.getByRole("button", { name: "ورود", exact: true }).click();
  const next = page.getByTestId("my-next-installment");
  await expect(next).toContainText("۷۷۰٬۰۰۰ تومان");
  expect(await noSideways(page)).toBe(true);
  await expectAccessible(page, "/my with the next installment");
  await next.getByTestId("my-installment-pay").click();
  await expect(page.getByTestId("sandbox-amount")).toHaveText("۷۷۰٬۰۰۰ تومان");
  await page.getByRole("button", { name: "پرداخت موفق" }).click();
  await expect(page).toHaveURL(
    new RegExp(`^${site("")}/${tour.leaderId}/tour/ticketPrint\\?.*trackingId=${trackingId}`),
  );
  await expect(page.getByTestId("ticket-installment").nth(2)).toHaveAttribute("data-status", "Paid");
  await expect(page.getByTestId("ticket-installment").nth(2)).toContainText("پرداخت شد");
  const parts = await withDb(
    async (db) =>
      (
        await db.query<{ status: string; paidVia: string | null }>(
          `select status, "paidVia" from "ReservationInstallment" where "reservationId" = $1 order by sequence`,
          [reservationId],
        )
      ).rows,
  );
  expect(parts.map((p) => p.status)).toEqual(["Paid", "Paid", "Paid"]);
});
