// The printable ticket: found by mobile and tracking id, with the QR code of the tracking id; a
// wrong tracking id says so in Persian.
import { expect, test } from "@playwright/test";
import { newMobile } from "./helpers";
import { createTour, nationalIds, type CreatedTour } from "./public-flow";

let tour: CreatedTour;
let ticket: { trackingId: string; mobile: string };

test.beforeAll(async ({ request }) => {
  tour = await createTour(request);
  const mobile = newMobile();
  const [nationalId] = nationalIds(1);
  const reserved = await request.post(`/api/tour/${tour.id}/reservation/session/${tour.sessionId}`, {
    data: {
      paymentMethod: "C2C",
      passengers: [{ firstName: "نیلوفر", lastName: "احمدی", gender: "Female", mobile, nationalId, ageGroup: "Adult", vehicleId: tour.vehicleId, seat: 3, extraItems: [] }],
    },
  });
  expect(reserved.ok(), await reserved.text()).toBe(true);
  ticket = { trackingId: (await reserved.json()).trackingId, mobile };
});

test("ticketPrint shows the ticket with the QR code of its tracking id", async ({ page }) => {
  await page.goto(`/${tour.leaderId}/tour/ticketPrint?mobile=${ticket.mobile}&trackingId=${ticket.trackingId}`);
  await expect(page.getByTestId("ticket")).toContainText(tour.title);
  await expect(page.getByTestId("ticket-passenger")).toContainText("نیلوفر احمدی");
  const qr = page.getByTestId("ticket-qr");
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute("src")).toMatch(/^data:image\/png;base64,/);
  await expect(qr).toHaveJSProperty("complete", true);
  expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
  await expect(page.getByRole("button", { name: "چاپ بلیت" })).toBeVisible();
});

test("a wrong tracking id shows a Persian not-found message", async ({ page }) => {
  await page.goto(`/${tour.leaderId}/tour/ticketPrint?mobile=${ticket.mobile}&trackingId=WRONG234`);
  await expect(page.getByTestId("ticket-not-found")).toHaveText("بلیتی با این کد رهگیری و شماره موبایل پیدا نشد.");
  await expect(page.getByTestId("ticket")).toHaveCount(0);
  // The right tracking id under another mobile is not found either.
  await page.goto(`/${tour.leaderId}/tour/ticketPrint?mobile=${newMobile()}&trackingId=${ticket.trackingId}`);
  await expect(page.getByTestId("ticket-not-found")).toBeVisible();
});
