// The traveller's journeys of issue 4: buy with seats and an extra item through the sandbox
// gateway, download the ticket, cancel a passenger; pay card-to-card and have the operator
// confirm; abandon the gateway and find the seat free again.
import { expect, test, type Page } from "@playwright/test";
import { enterTicketCode, newMobile, SEEDED, withDb } from "./helpers";
import { apiToken, createTour, nationalIds, type CreatedTour } from "./public-flow";

let tour: CreatedTour;

test.beforeAll(async ({ request }) => {
  tour = await createTour(request, { capacity: 40 });
});

const tourUrl = () => `/${tour.leaderId}/tour/${tour.id}`;

interface Traveller {
  firstName: string;
  lastName: string;
  gender: "Male" | "Female";
  nationalId: string;
  mobile: string;
}

function travellers(count: number, mobile = newMobile()): Traveller[] {
  const names = [
    ["علی", "رضایی", "Male"],
    ["مریم", "رضایی", "Female"],
    ["سارا", "رضایی", "Female"],
  ] as const;
  return nationalIds(count).map((nationalId, i) => ({
    firstName: names[i % 3][0],
    lastName: names[i % 3][1],
    gender: names[i % 3][2],
    nationalId,
    mobile,
  }));
}

async function choose(page: Page, counts: { adult: number; child: number }) {
  await page.goto(tourUrl());
  await expect(page.getByRole("heading", { level: 1, name: tour.title })).toBeVisible();
  for (let i = 1; i < counts.adult; i++) await page.getByRole("button", { name: "افزودن بزرگسال" }).click();
  for (let i = 0; i < counts.child; i++) await page.getByRole("button", { name: "افزودن کودک" }).click();
  await page.getByTestId("buy-continue").click();
  await expect(page).toHaveURL(/\/reserve\/busSeat/);
}

async function pickSeats(page: Page, seats: number[]) {
  for (const seat of seats) await page.locator(`[data-seat="${seat}"]`).click();
  await page.getByTestId("seats-continue").click();
  await expect(page).toHaveURL(/\/reserve\/passengersInfo/);
}

async function fillPassengers(page: Page, people: Traveller[]) {
  for (const [i, p] of people.entries()) {
    await page.locator(`input[name="passengers.${i}.firstName"]`).fill(p.firstName);
    await page.locator(`input[name="passengers.${i}.lastName"]`).fill(p.lastName);
    await page.locator(`select[name="passengers.${i}.gender"]`).selectOption(p.gender);
    await page.locator(`input[name="passengers.${i}.nationalId"]`).fill(p.nationalId);
    await page.locator(`input[name="passengers.${i}.mobile"]`).fill(p.mobile);
  }
}

test("an anonymous buyer books two adults and a child with seats and an extra item, pays, downloads the ticket and cancels a passenger", async ({
  page,
}) => {
  await choose(page, { adult: 2, child: 1 });
  await pickSeats(page, [5, 6, 7]);

  await expect(page.getByRole("heading", { name: "مسافر بزرگسال ۱" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "مسافر بزرگسال ۲" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "مسافر کودک ۱" })).toBeVisible();
  const people = travellers(3);

  // Two passengers with one national id: the spec's toast and no request.
  await fillPassengers(page, [people[0], { ...people[1], nationalId: people[0].nationalId }, people[2]]);
  await page.getByTestId("passengers-continue").click();
  await expect(page.getByText("مقدار کد ملی باید یکتا باشد").first()).toBeVisible();
  await expect(page).toHaveURL(/\/reserve\/passengersInfo/);

  await page.locator('input[name="passengers.1.nationalId"]').fill(people[1].nationalId);
  const extra = page.getByTestId("passenger-row").first().getByTestId(`extra-${tour.extraItemId}`);
  await extra.click();
  await expect(extra).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("passenger-row").nth(1).getByTestId(`extra-${tour.extraItemId}`)).toContainText(
    "باقی‌مانده: ۱۹",
  );
  await page.getByTestId("passengers-continue").click();

  await expect(page).toHaveURL(/\/reserve\/receipt/);
  // 2 × 2,000,000 + 1,500,000 + 300,000 for the sleeping bag.
  await expect(page.getByTestId("receipt-total")).toHaveText("۵٬۸۰۰٬۰۰۰ تومان");
  await page.getByTestId("pay").click();

  await expect(page).toHaveURL(/\/payment\/sandbox\//);
  await expect(page.getByTestId("sandbox-amount")).toHaveText("۵٬۸۰۰٬۰۰۰ تومان");
  await page.getByRole("button", { name: "پرداخت موفق" }).click();

  await expect(page).toHaveURL(/\/reserve\/finalReceipt\?.*status=paid/);
  await expect(page.getByText("خرید شما با موفقیت انجام شد.")).toBeVisible();
  await expect(page.getByTestId("ticket-passenger")).toHaveCount(3);
  await expect(page.getByTestId("ticket-status")).toHaveAttribute("data-status", "ConfirmedPayment");
  // The receipt's address names the bill and the outcome, never the buyer's mobile or tracking id.
  const url = new URL(page.url());
  const mobile = people[0].mobile;
  const trackingId = await withDb(
    async (db) =>
      (
        await db.query<{ trackingId: string }>(`select "trackingId" from "Reservation" where "billId" = $1`, [
          url.searchParams.get("billId"),
        ])
      ).rows[0].trackingId,
  );
  expect(url.search).not.toContain(mobile);
  expect(url.search).not.toContain(trackingId);
  await expect(page.getByTestId("final-receipt")).toContainText(trackingId);

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("download-ticket").click()]);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).subarray(0, 5).toString("latin1")).toBe("%PDF-");

  // Cancel the child on /tracking.
  await page.goto("/tracking");
  await page.getByLabel("شماره موبایل خریدار").fill(mobile);
  await page.getByLabel("کد رهگیری").fill(trackingId);
  await page.getByRole("button", { name: "پیگیری" }).click();
  const manage = await (await page.request.get(`/api/tour/manage-ticket/${mobile}/${trackingId}`)).json();
  const percent = (manage.currentRefundPenaltyPercent as number).toLocaleString("fa-IR");
  await expect(page.getByTestId("penalty-percent")).toContainText(`${percent}٪`);
  await page.getByRole("checkbox", { name: `لغو ${people[2].firstName} ${people[2].lastName}` }).check();
  await expect(page.getByTestId("refund-summary")).toBeVisible();
  await page.getByTestId("cancel-selected").click();
  await expect(page.getByTestId("cancel-confirmation")).toContainText(`${percent}٪ جریمه`);
  // The mobile and tracking id only show the ticket: cancelling needs the code texted to the buyer.
  await expect(page.getByTestId("confirm-cancel")).toBeDisabled();
  await page.getByLabel("کد تایید پیامک‌شده").fill("۱۲۳۴۵۶");
  await page.getByTestId("confirm-cancel").click();
  await expect(page.getByText("کد تایید نادرست است یا منقضی شده است.").first()).toBeVisible();
  await expect(page.getByTestId("ticket-code-step")).toBeVisible();
  const refused = await (await page.request.get(`/api/tour/manage-ticket/${mobile}/${trackingId}`)).json();
  expect(refused.passengers.filter((p: { status: string }) => p.status === "Cancelled")).toHaveLength(0);
  await enterTicketCode(page, mobile);
  await page.getByTestId("confirm-cancel").click();
  await expect(page.getByText("بلیت لغو شد؛ مبلغ بازگشتی ظرف ۲۴ ساعت واریز می‌شود.").first()).toBeVisible();
  await expect(page.getByTestId("refund-record")).toContainText(`جریمه: ${percent}٪`);
  await expect(page.getByTestId("refund-record")).toContainText(people[2].firstName);
});

test("a card-to-card purchase waits as a temporary reservation until the operator confirms it", async ({
  page,
  request,
}) => {
  await choose(page, { adult: 1, child: 0 });
  await pickSeats(page, [12]);
  const [buyer] = travellers(1);
  await fillPassengers(page, [buyer]);
  await page.getByTestId("passengers-continue").click();
  await expect(page).toHaveURL(/\/reserve\/receipt/);
  await page.getByRole("radio", { name: /کارت به کارت/ }).check();
  await page.getByTestId("pay").click();

  await expect(page.getByTestId("c2c-modal")).toBeVisible();
  const refCode = `${Date.now()}`.slice(-9);
  await page.getByLabel("کد پیگیری واریز").fill(refCode);
  await page.getByTestId("c2c-submit").click();
  await expect(page.getByTestId("temporary-reservation")).toContainText(
    "رزرو موقت انجام شد. پس از بررسی و تایید پرداخت، خرید تکمیل و پیامک ثبت‌نام ارسال می‌شود.",
  );
  const trackingId = (await page.getByTestId("tracking-id").innerText()).replace(/[۰-۹]/g, (d) =>
    String("۰۱۲۳۴۵۶۷۸۹".indexOf(d)),
  );

  const operator = { authorization: `Bearer ${await apiToken(request, SEEDED.operator)}` };
  const found = await request.get("/api/Operator/SearchPayments", {
    headers: operator,
    params: { "Resource.Term": refCode, PageSize: 5 },
  });
  expect(found.ok(), await found.text()).toBe(true);
  const [payment] = (await found.json()).result;
  expect(payment.paymentRefCode).toBe(refCode);
  const confirmed = await request.put(`/api/Operator/determine-c2c-payment/${payment.paymentId}?confirm=true`, {
    headers: operator,
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);

  await page.goto(`/${tour.leaderId}/tour/ticketPrint?mobile=${buyer.mobile}&trackingId=${trackingId}`);
  await expect(page.getByTestId("ticket-status")).toHaveAttribute("data-status", "ConfirmedCard2CardPayment");
});

test("a cancelled gateway payment releases the seat", async ({ page, request }) => {
  const seat = 20;
  await choose(page, { adult: 1, child: 0 });
  await pickSeats(page, [seat]);
  await fillPassengers(page, travellers(1));
  await page.getByTestId("passengers-continue").click();
  await page.getByTestId("pay").click();
  await expect(page).toHaveURL(/\/payment\/sandbox\//);

  const seatState = async () =>
    (
      (await (await request.get(`/api/Tour/${tour.id}/vehicle/${tour.vehicleId}/seats`)).json()).seats as {
        seatNumber: number;
        state: string;
      }[]
    ).find((s) => s.seatNumber === seat)?.state;
  expect(await seatState()).toBe("taken");

  await page.getByRole("button", { name: "انصراف" }).click();
  await expect(page).toHaveURL(/\/reserve\/finalReceipt/);
  await expect(page.getByTestId("payment-failed")).toContainText("پرداخت انجام نشد.");
  expect(await seatState()).toBe("free");

  await page.getByRole("link", { name: "بازگشت به صفحه تور" }).click();
  await expect(page).toHaveURL(new RegExp(`${tourUrl()}$`));
  await page.getByTestId("buy-continue").click();
  await expect(page.locator(`[data-seat="${seat}"]`)).toHaveAttribute("data-state", "free");
  await expect(page.locator(`[data-seat="${seat}"]`)).toBeEnabled();
});
