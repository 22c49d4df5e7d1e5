// Issue 32's minor items on a 390×844 phone, each as a traveller or leader meets it: the sale site's
// tour page without a second leader bar, «گروه خونی» as a select whose «O+» reads left to right in the
// report, a pasted sheba without a doubled «IR», the month calendar's today and its table passing axe,
// and the pages that used to log a 401 or 404 (signed-out /my, a new leader's سایت‌ساز) logging none.
import { expect, test, type Page } from "@playwright/test";
import { enterTicketCode, login, newMobile, registerUser, SEEDED, withDb } from "./helpers";
import { expectAccessible } from "./helpers/axe";
import { createTour, nationalIds, reserveSeat, payInSandbox } from "./public-flow";

test.use({ viewport: { width: 390, height: 844 } });

const PORT = Number(process.env.E2E_PORT ?? 3100);
const site = (path: string) => `http://kuhestan.localhost:${PORT}${path}`;

/** Console errors and failed responses (status ≥ 400) of the page from now on. */
function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(`console: ${m.text()}`);
  });
  page.on("response", (r) => {
    if (r.status() >= 400) errors.push(`${r.status()} ${r.url()}`);
  });
  return errors;
}

test("a sale site's tour page has the site's header only; the platform's page keeps the leader's bar", async ({
  page,
  request,
}) => {
  const tour = await createTour(request, { title: `تور بی‌نوار ${Date.now().toString(36)}` });
  await page.goto(site(`/${tour.leaderId}/tour/${tour.id}`));
  await expect(page.getByRole("heading", { level: 1, name: tour.title })).toBeVisible();
  await expect(page.getByTestId("brand-header")).toHaveCount(0);
  await page.goto(`/${tour.leaderId}/tour/${tour.id}`);
  await expect(page.getByRole("heading", { level: 1, name: tour.title })).toBeVisible();
  await expect(page.getByTestId("brand-header")).toHaveCount(1);
});

test("«گروه خونی» is chosen from the eight groups and «O+» reads left to right in the leader's list", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const tour = await createTour(request, { extraQuestion: "گروه خونی", title: `تور خون ${Date.now().toString(36)}` });
  // Not a layout item: the desktop buy box leads straight into the steps.
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto(`/${tour.leaderId}/tour/${tour.id}`);
  await page.getByTestId("buy-continue").click();
  await expect(page).toHaveURL(/\/reserve\/busSeat/);
  await page.locator('[data-seat="2"]').click();
  await page.getByTestId("seats-continue").click();
  await expect(page).toHaveURL(/\/reserve\/passengersInfo/);
  const select = page.getByTestId("blood-group");
  await expect(select.locator("option")).toHaveCount(9);
  expect((await select.locator("option").allTextContents()).map((t) => t.replace(/[\u2066-\u2069]/g, ""))).toEqual([
    "انتخاب کنید",
    "O+",
    "O-",
    "A+",
    "A-",
    "B+",
    "B-",
    "AB+",
    "AB-",
  ]);
  const [nationalId] = nationalIds(1);
  await page.locator('input[name="passengers.0.firstName"]').fill("نگار");
  await page.locator('input[name="passengers.0.lastName"]').fill("خونی");
  await page.locator('select[name="passengers.0.gender"]').selectOption("Female");
  await page.locator('input[name="passengers.0.nationalId"]').fill(nationalId);
  await page.locator('input[name="passengers.0.mobile"]').fill(newMobile());
  // Unanswered: the form says so on the select.
  await page.getByTestId("passengers-continue").click();
  await expect(select).toHaveAttribute("aria-invalid", "true");
  await select.selectOption("O+");
  await page.getByTestId("passengers-continue").click();
  await expect(page).toHaveURL(/\/reserve\/receipt/);
  await page.getByTestId("pay").click();
  await expect(page).toHaveURL(/\/payment\/sandbox\//);
  await page.getByRole("button", { name: "پرداخت موفق" }).click();
  await expect(page).toHaveURL(/\/reserve\/finalReceipt\?.*status=paid/);

  // The leader's passenger list: the answer is isolated, so it is laid out «O+» (O left of +), not «+O».
  await page.context().clearCookies();
  await login(page, SEEDED.leader.mobile, SEEDED.leader.password, "/dashboard");
  await page.goto(`/dashboard/tour/report/${tour.id}`);
  const answer = page.getByTestId("extra-answer").filter({ hasText: "O+" });
  await expect(answer).toHaveCount(1);
  const order = await answer.evaluate((el) => {
    const range = document.createRange();
    const text = el.firstChild!;
    range.setStart(text, 0);
    range.setEnd(text, 1);
    const o = range.getBoundingClientRect().left;
    range.setStart(text, 1);
    range.setEnd(text, 2);
    return { o, plus: range.getBoundingClientRect().left };
  });
  expect(order.o).toBeLessThan(order.plus);
});

test("a pasted sheba in the refund form keeps its digits, beside one «IR»", async ({ page, request }) => {
  test.setTimeout(120_000);
  const tour = await createTour(request);
  const passenger = { firstName: "سارا", lastName: "شبایی", gender: "Female" } as const;
  const { mobile, billId, trackingId } = await reserveSeat(request, tour, {
    paymentMethod: "Online",
    seat: 5,
    passenger,
  });
  await payInSandbox(request, billId);
  await page.goto("/tracking");
  await page.getByLabel("شماره موبایل خریدار").fill(mobile);
  await page.getByLabel("کد رهگیری").fill(trackingId);
  await page.getByRole("button", { name: "پیگیری" }).click();
  await page.getByRole("checkbox", { name: "لغو سارا شبایی" }).check();
  const sheba = page.getByTestId("refund-sheba");
  await sheba.fill("IR82 0540 1026 8002 0817 9090 02");
  await expect(sheba).toHaveValue("8205 4010 2680 0208 1790 9002");
  await sheba.fill("ir۸۲۰۵۴۰۱۰۲۶۸۰۰۲۰۸۱۷۹۰۹۰۰۲");
  await expect(sheba).toHaveValue("8205 4010 2680 0208 1790 9002");
  // A sheba without its holder's name is named in Persian, and no dialog opens until it is given.
  await page.getByTestId("cancel-selected").click();
  await expect(page.getByTestId("cancel-passengers").getByRole("alert")).toHaveText(
    "نام صاحب حساب: همراه شماره کارت یا شبا لازم است",
  );
  await expect(page.getByTestId("refund-holder")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByTestId("confirm-cancel")).toHaveCount(0);
  await page.getByTestId("refund-holder").fill("سارا شبایی");
  // The cancellation goes through with it (the server reads IR + the 24 digits), the holder stored on the row.
  await page.getByTestId("cancel-selected").click();
  await enterTicketCode(page, mobile);
  await page.getByTestId("confirm-cancel").click();
  await expect(page.getByTestId("refund-record")).toBeVisible();
  const row = await withDb(
    async (db) =>
      (
        await db.query<{ iban: string; accountHolder: string }>(
          `select r.iban, r."accountHolder" from "Refund" r join "Reservation" b on b.id = r."reservationId"
           where b."trackingId" = $1`,
          [trackingId],
        )
      ).rows,
  );
  expect(row).toEqual([{ iban: "IR820540102680020817909002", accountHolder: "سارا شبایی" }]);
});

test("the site's month calendar marks today and its table passes axe", async ({ page }) => {
  await page.goto(site("/calendar"));
  const today = page.getByTestId("calendar-today");
  await expect(today).toHaveCount(1);
  await expect(today).toHaveAttribute("aria-current", "date");
  const day = new Intl.DateTimeFormat("fa-IR-u-ca-persian", { day: "numeric", timeZone: "Asia/Tehran" }).format(
    new Date(),
  );
  await expect(today).toContainText(day);
  await expect(page.getByRole("columnheader")).toHaveCount(7);
  await expectAccessible(page, "/calendar");
});

test("a signed-out /my and a new leader's سایت‌ساز log no failed call", async ({ page, request }) => {
  const errors = watchErrors(page);
  await page.goto("/my");
  await expect(page.getByTestId("my-sign-in")).toBeVisible();
  expect(errors).toEqual([]);

  const leader = await registerUser(request, { confirmed: true });
  await login(page, leader.mobile, leader.password);
  await expect(page).toHaveURL(/\/dashboard/);
  errors.length = 0;
  await page.goto("/dashboard/websiteMaker");
  await expect(page.getByRole("heading", { name: "سایت‌ساز" })).toBeVisible();
  await page.waitForLoadState("networkidle", { timeout: 8_000 }).catch(() => undefined);
  expect(errors).toEqual([]);
});

test("«فقط مسافران این تاریخ» sits above «ارسال پیامک», never on it, at 390 and 1366", async ({ page, request }) => {
  const start = new Date(Date.now() + 25 * 86_400_000);
  const tour = await createTour(request, {
    start,
    moreStarts: [new Date(start.getTime() + 7 * 86_400_000)],
    title: `تور پیامک ${Date.now().toString(36)}`,
  });
  await login(page, SEEDED.leader.mobile, SEEDED.leader.password, "/dashboard");
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.goto(`/dashboard/tour/report/${tour.id}`);
    await page.getByRole("tab", { name: "پیامک و نظرسنجی" }).click();
    const only = page.getByText("فقط مسافران این تاریخ");
    const send = page.getByRole("button", { name: "ارسال پیامک" });
    const a = (await only.boundingBox())!;
    const b = (await send.boundingBox())!;
    expect(a.y + a.height, `${width}`).toBeLessThanOrEqual(b.y);
  }
});
