// Issue 32, major 1, on a 390×844 phone: a booking whose step to the gateway failed (here: made and
// left, as a closed tab leaves it) no longer locks its passengers out. Entering them again names the
// buyer's unpaid booking with «ادامه پرداخت» and «لغو رزرو و ثبت دوباره»; a browser without its token
// proves the mobile with a texted code, the booking is released (places and seat at once) and the
// same passengers go on to the receipt. /my shows a waiting booking with both actions. In the buyer's own
// tab: back from the gateway to the passengers step, the panel is on screen; it resumes the same bill, or
// releases it with the tab's token and books the same passengers again.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { latestOtp, newMobile, withDb } from "./helpers";
import { createTour, nationalIds, type CreatedTour } from "./public-flow";

test.use({ viewport: { width: 390, height: 844 } });

let tour: CreatedTour;

test.beforeAll(async ({ request }) => {
  tour = await createTour(request);
});

const billStatus = (billId: string) =>
  withDb(
    async (db) =>
      (await db.query<{ status: string }>(`select status from "Bill" where id = $1`, [billId])).rows[0].status,
  );

async function stuckBooking(request: APIRequestContext, seat: number) {
  const mobile = newMobile();
  const [nationalId] = nationalIds(1);
  const passenger = { firstName: "سارا", lastName: "کریمی", gender: "Female" as const, mobile, nationalId };
  const reserved = await request.post(`/api/tour/${tour.id}/reservation/session/${tour.sessionId}`, {
    data: {
      paymentMethod: "Online",
      passengers: [{ ...passenger, ageGroup: "Adult", vehicleId: tour.vehicleId, seat, extraItems: [] }],
    },
  });
  expect(reserved.ok(), await reserved.text()).toBe(true);
  return { passenger, billId: (await reserved.json()).billId as string };
}

test("/my lists a booking waiting for its payment with «ادامه پرداخت» and «لغو رزرو»", async ({ page, request }) => {
  const stuck = await stuckBooking(request, 14);
  await page.goto("/my");
  await page.getByLabel("شماره موبایل").fill(stuck.passenger.mobile);
  await page.getByRole("button", { name: "دریافت کد ورود" }).click();
  await page.getByLabel("کد ورود").fill(await latestOtp(stuck.passenger.mobile));
  await page.getByRole("button", { name: "ورود", exact: true }).click();

  const waiting = page.getByTestId("my-unpaid");
  await expect(waiting).toContainText("پرداخت این رزرو کامل نشده است");
  await expect(waiting.getByTestId("my-unpaid-resume")).toHaveAttribute("href", `/api/payment/bill/${stuck.billId}`);
  await waiting.getByTestId("my-unpaid-release").click();
  await expect(waiting.getByTestId("my-unpaid-release")).toHaveText("بله، رزرو لغو شود");
  expect(await billStatus(stuck.billId)).toBe("Pending");
  await waiting.getByTestId("my-unpaid-release").click();
  await expect(page.getByText("رزرو پرداخت‌نشده لغو شد")).toBeVisible();
  await expect(page.getByTestId("my-unpaid")).toHaveCount(0);
  expect(await billStatus(stuck.billId)).toBe("Cancelled");
});

async function toPassengers(page: Page, seat: number) {
  await page.goto(`/${tour.leaderId}/tour/${tour.id}`);
  await page.getByTestId("buy-continue-mobile").click();
  await expect(page).toHaveURL(/\/reserve\/busSeat/);
  await page.locator(`[data-seat="${seat}"]`).click();
  await page.getByTestId("seats-continue").click();
  await expect(page).toHaveURL(/\/reserve\/passengersInfo/);
}

async function fillPassenger(
  page: Page,
  p: { firstName: string; lastName: string; nationalId: string; mobile: string },
) {
  await page.locator('input[name="passengers.0.firstName"]').fill(p.firstName);
  await page.locator('input[name="passengers.0.lastName"]').fill(p.lastName);
  await page.locator('select[name="passengers.0.gender"]').selectOption("Female");
  await page.locator('input[name="passengers.0.nationalId"]').fill(p.nationalId);
  await page.locator('input[name="passengers.0.mobile"]').fill(p.mobile);
  await page.getByTestId("passengers-continue").click();
}

const billsOf = (mobile: string) =>
  withDb(
    async (db) =>
      (
        await db.query<{ id: string; status: string }>(
          `select b.id, b.status from "Bill" b join "Reservation" r on r."billId" = b.id
            where r."buyerMobile" = $1 order by b."createdAt"`,
          [mobile],
        )
      ).rows,
  );

/**
 * The buyer's own tab: passengers, the receipt's «پرداخت», the gateway left unpaid (a closed tab, a lost connection),
 * then back to the passengers step with the same national id: the panel names the unpaid booking, both ways on
 * screen at 390×844.
 */
async function stuckInTab(page: Page, seat: number) {
  const p = { firstName: "مریم", lastName: "رستمی", nationalId: nationalIds(1)[0], mobile: newMobile() };
  await toPassengers(page, seat);
  const passengersUrl = page.url();
  await fillPassenger(page, p);
  await expect(page).toHaveURL(/\/reserve\/receipt/);
  await page.getByTestId("pay").click();
  await expect(page).toHaveURL(/\/payment\/sandbox\//);
  const [bill] = await billsOf(p.mobile);
  expect(bill.status).toBe("Pending");

  await page.goto(passengersUrl);
  await fillPassenger(page, p);
  const panel = page.getByTestId("unpaid-booking");
  await expect(panel).toContainText("پرداختش کامل نشده است");
  await expect(panel.getByRole("link", { name: "ادامه پرداخت" })).toBeInViewport({ ratio: 1 });
  await expect(panel.getByRole("button", { name: "لغو رزرو و ثبت دوباره" })).toBeInViewport({ ratio: 1 });
  return { p, panel, billId: bill.id };
}

test("back at the passengers step after a failed gateway step, the buyer resumes paying the same booking", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { p, panel, billId } = await stuckInTab(page, 21);
  await panel.getByRole("link", { name: "ادامه پرداخت" }).click();
  await expect(page).toHaveURL(/\/payment\/sandbox\//);
  await page.getByRole("button", { name: "پرداخت موفق" }).click();
  await expect(page).toHaveURL(/\/reserve\/finalReceipt\?.*status=paid/);
  // The same bill was paid: no second booking was made.
  expect(await billsOf(p.mobile)).toEqual([{ id: billId, status: "Paid" }]);
});

test("back at the passengers step, the buyer releases the unpaid booking with the tab's token and books again", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { p, panel, billId } = await stuckInTab(page, 22);
  await panel.getByRole("button", { name: "لغو رزرو و ثبت دوباره" }).click();
  // This tab holds the booking's token: no code is asked; the same passengers go on to the receipt.
  await expect(page).toHaveURL(/\/reserve\/receipt/);
  await expect(page.getByTestId("unpaid-code-form")).toHaveCount(0);
  expect(await billStatus(billId)).toBe("Cancelled");
  await page.getByTestId("pay").click();
  await expect(page).toHaveURL(/\/payment\/sandbox\//);
  await page.getByRole("button", { name: "پرداخت موفق" }).click();
  await expect(page).toHaveURL(/\/reserve\/finalReceipt\?.*status=paid/);
  const bills = await billsOf(p.mobile);
  expect(bills.map((b) => b.status)).toEqual(["Cancelled", "Paid"]);
  expect(bills[0].id).toBe(billId);
});
