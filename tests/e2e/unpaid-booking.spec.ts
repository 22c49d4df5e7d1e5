// Issue 32, major 1, on a 390×844 phone: a booking whose step to the gateway failed (here: made and
// left, as a closed tab leaves it) no longer locks its passengers out. Entering them again names the
// buyer's unpaid booking with «ادامه پرداخت» and «لغو رزرو و ثبت دوباره»; a browser without its token
// proves the mobile with a texted code, the booking is released (places and seat at once) and the
// same passengers go on to the receipt. /my shows a waiting booking with both actions.
import { expect, test, type APIRequestContext } from "@playwright/test";
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
