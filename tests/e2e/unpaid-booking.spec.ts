// Issue 32, major 1, on a 390×844 phone: a booking whose step to the gateway failed (here: made and
// left, as a closed tab leaves it) no longer locks its passengers out. Entering them again names the
// buyer's unpaid booking with «ادامه پرداخت» and «لغو رزرو و ثبت دوباره»; a browser without its token
// proves the mobile with a texted code, the booking is released (places and seat at once) and the
// same passengers go on to the receipt. /my shows a waiting booking with both actions.
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

async function toPassengers(page: Page, seat: number) {
  await page.goto(`/${tour.leaderId}/tour/${tour.id}`);
  await page.getByTestId("buy-continue-mobile").click();
  await expect(page).toHaveURL(/\/reserve\/busSeat/);
  await page.locator(`[data-seat="${seat}"]`).click();
  await page.getByTestId("seats-continue").click();
  await expect(page).toHaveURL(/\/reserve\/passengersInfo/);
}

test("entering the passengers of a stuck booking offers to pay it or release it; releasing with a texted code frees it and goes on", async ({
  page,
  request,
}) => {
  const stuck = await stuckBooking(request, 11);
  await toPassengers(page, 12);
  const p = stuck.passenger;
  await page.locator('input[name="passengers.0.firstName"]').fill(p.firstName);
  await page.locator('input[name="passengers.0.lastName"]').fill(p.lastName);
  await page.locator('select[name="passengers.0.gender"]').selectOption(p.gender);
  await page.locator('input[name="passengers.0.nationalId"]').fill(p.nationalId);
  await page.locator('input[name="passengers.0.mobile"]').fill(p.mobile);
  await page.getByTestId("passengers-continue").click();

  const panel = page.getByTestId("unpaid-booking");
  await expect(panel).toContainText("پرداختش کامل نشده است");
  await expect(panel).toContainText("۲٬۰۰۰٬۰۰۰ تومان");
  await expect(panel.getByTestId("unpaid-resume")).toHaveAttribute("href", `/api/payment/bill/${stuck.billId}`);
  await expect(panel.getByTestId("unpaid-resume")).toBeInViewport();

  // This browser did not make the booking: the buyer's mobile is proved with a texted code.
  await panel.getByTestId("unpaid-release").click();
  await expect(panel.getByTestId("unpaid-code-form")).toBeVisible();
  expect(await billStatus(stuck.billId)).toBe("Pending");
  await panel.getByLabel("کد تایید").fill(await latestOtp(p.mobile));
  await panel.getByTestId("unpaid-code-submit").click();

  await expect(page).toHaveURL(/\/reserve\/receipt/);
  expect(await billStatus(stuck.billId)).toBe("Cancelled");
  const seat11 = async () =>
    (
      (await (await request.get(`/api/Tour/${tour.id}/vehicle/${tour.vehicleId}/seats`)).json()).seats as {
        seatNumber: number;
        state: string;
      }[]
    ).find((s) => s.seatNumber === 11)?.state;
  expect(await seat11()).toBe("free");
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});

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
