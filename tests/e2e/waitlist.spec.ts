// The waiting list on a 390×844 phone (issue 25): a sold-out session offers «خبرم کن»; a ticket is
// cancelled; the SMS (read from the console provider's record) carries a link that holds the place;
// the link leads through the normal reserve steps and buys with the hold; the leader sees who bought.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { toPersianDigits } from "../../lib/format/digits";
import { SEEDED, login, newMobile, withDb } from "./helpers";
import { cancelTicket, createTour, nationalIds, payInSandbox, reserveSeat, type CreatedTour } from "./public-flow";

test.use({ viewport: { width: 390, height: 844 } });

async function buyPaid(request: APIRequestContext, tour: CreatedTour, seat: number) {
  const passenger = { firstName: "آرش", lastName: "کمانگیر", gender: "Male" } as const;
  const { mobile, billId, trackingId } = await reserveSeat(request, tour, { paymentMethod: "Online", seat, passenger });
  await payInSandbox(request, billId);
  return { mobile, trackingId };
}

/** The hold link of the newest waiting-list SMS to this mobile, as a path on this server. */
async function holdLink(mobile: string): Promise<string | null> {
  const text = await withDb(
    async (db) =>
      (
        await db.query<{ text: string }>(
          `select text from "SmsMessage" where mobile = $1 and text like '%reserve/hold?token=%' order by id desc limit 1`,
          [mobile],
        )
      ).rows[0]?.text,
  );
  const url = text?.match(/https?:\/\/\S+/)?.[0];
  return url ? new URL(url).pathname + new URL(url).search : null;
}

test("a sold-out session's «خبرم کن», a cancellation, the SMS link and a purchase with the held place", async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const tour = await createTour(request, { capacity: 1, title: `تور صف ${Date.now().toString(36)}` });
  const sold = await buyPaid(request, tour, 1);

  await page.goto(`/${tour.leaderId}/tour/${tour.id}`);
  await expect(page.getByTestId("buy-box")).toContainText("تکمیل ظرفیت");
  const form = page.getByTestId("notify-me");
  await expect(form).toBeVisible();
  // An empty mobile: the form's own Persian message on the field (not the browser's English bubble).
  await page.getByTestId("notify-submit").click();
  await expect(page.getByTestId("notify-mobile")).toHaveAttribute("aria-invalid", "true");
  await expect(form).toContainText("این فیلد نمی‌تواند خالی باشد");
  const mobile = newMobile();
  await page.getByTestId("notify-mobile").fill(mobile);
  // The session holds one place in all: a second could never come free, so it cannot be asked for.
  await expect(page.getByRole("button", { name: "افزودن جا" })).toBeDisabled();
  await expect(page.getByTestId("notify-places-most")).toContainText("کل ظرفیت این تاریخ ۱ نفر است");
  await expect(page.getByTestId("notify-places")).toHaveText("۱");
  await page.getByTestId("notify-submit").click();
  await expect(page.getByTestId("notify-me-done")).toContainText("نفر اول صف هستید");
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);

  // The buyer cancels: the cancel itself queues the offers' job (lib/jobs/enqueue.ts, from the route's bundle), so the
  // offer comes within seconds, not at the schedule's next minute.
  const cancelledAt = new Date();
  await cancelTicket(request, sold, { cardNumber: "6037991234567893", accountHolder: "مسافر نمونه" });
  await expect
    .poll(() => holdLink(mobile), { timeout: 15_000 })
    .not.toBeNull()
    .catch(async (error: Error) => {
      // What the offers' job did, for the failure's message.
      const jobs = await withDb(
        async (db) =>
          (
            await db.query(
              `select state, output, created_on from pgboss.job where name = 'waitlist-offers' order by created_on desc limit 5`,
            )
          ).rows,
      );
      const entry = await withDb(
        async (db) =>
          (await db.query(`select status, "offeredAt", "smsSentAt" from "WaitlistEntry" where mobile = $1`, [mobile]))
            .rows,
      );
      throw new Error(`${error.message}\njobs: ${JSON.stringify(jobs)}\nentry: ${JSON.stringify(entry)}`);
    });
  const link = (await holdLink(mobile))!;
  // The cancel queued it (the schedule's runs carry no data).
  const sent = await withDb(
    async (db) =>
      (
        await db.query(
          `select count(*)::int as n from pgboss.job where name = 'waitlist-offers' and data->>'placesFreed' = 'true' and created_on >= $1`,
          [cancelledAt],
        )
      ).rows[0].n as number,
  );
  expect(sent).toBeGreaterThanOrEqual(1);

  // The place is held: a stranger still sees the session as full.
  await page.goto(`/${tour.leaderId}/tour/${tour.id}`);
  await expect(page.getByTestId("buy-box")).toContainText("تکمیل ظرفیت");
  await expect(page.getByTestId("notify-me")).toBeVisible();

  await page.goto(link);
  await expect(page.getByTestId("hold-step")).toContainText("۱ جا");
  await page.getByRole("button", { name: "افزودن بزرگسال" }).click();
  await page.getByTestId("hold-continue").click();
  await expect(page.getByTestId("hold-problem")).toContainText("برای شما ۱ جا نگه داشته شده است");
  await page.getByRole("button", { name: "کاستن بزرگسال" }).click();
  await page.getByTestId("hold-continue").click();

  await expect(page).toHaveURL(/\/reserve\/busSeat/);
  await page.locator('[data-seat="1"]').click();
  await page.getByTestId("seats-continue").click();
  await expect(page).toHaveURL(/\/reserve\/passengersInfo/);
  const [nationalId] = nationalIds(1);
  await page.locator('input[name="passengers.0.firstName"]').fill("نگار");
  await page.locator('input[name="passengers.0.lastName"]').fill("صبوری");
  await page.locator('select[name="passengers.0.gender"]').selectOption("Female");
  await page.locator('input[name="passengers.0.nationalId"]').fill(nationalId);
  await page.locator('input[name="passengers.0.mobile"]').fill(mobile);
  await page.getByTestId("passengers-continue").click();
  await expect(page).toHaveURL(/\/reserve\/receipt/);
  await page.getByTestId("pay").click();
  await expect(page).toHaveURL(/\/payment\/sandbox\//);
  await page.getByRole("button", { name: "پرداخت موفق" }).click();
  await expect(page).toHaveURL(/\/reserve\/finalReceipt\?.*status=paid/);
  await expect(page.getByTestId("ticket-status")).toHaveAttribute("data-status", "ConfirmedPayment");

  const entry = await withDb(
    async (db) =>
      (
        await db.query<{ status: string; trackingId: string }>(
          `select status, "trackingId" from "WaitlistEntry" where mobile = $1`,
          [mobile],
        )
      ).rows[0],
  );
  expect(entry.status).toBe("Claimed");
  const session = await withDb(
    async (db) =>
      (
        await db.query<{ bookedCount: number; heldCount: number; capacity: number }>(
          `select "bookedCount", "heldCount", capacity from "TourSession" where id = $1`,
          [tour.sessionId],
        )
      ).rows[0],
  );
  expect(session).toEqual({ bookedCount: 1, heldCount: 0, capacity: 1 });

  // The leader sees who bought from the line.
  await page.context().clearCookies();
  await login(page, SEEDED.leader.mobile, SEEDED.leader.password, "/dashboard");
  await page.goto(`/dashboard/tour/report/${tour.id}`);
  await page.getByRole("tab", { name: "صف انتظار و یادآوری" }).click();
  await expect(page.getByTestId("waitlist-entry")).toContainText(entry.trackingId);
  await expect(page.getByTestId("waitlist-entry")).toContainText("خرید کرد");
  await expect(page.getByTestId("waitlist-mobile")).toHaveText(toPersianDigits(mobile));
});
