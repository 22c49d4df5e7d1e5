// The printable ticket: found by mobile and tracking id, with the QR code of the server-signed
// check-in value (not the tracking id or mobile); a wrong tracking id is a 404 page that says so in
// Persian and leads to /tracking.
import { expect, test } from "@playwright/test";
import { newMobile } from "./helpers";
import { createTour, reserveSeat, type CreatedTour } from "./public-flow";

let tour: CreatedTour;
let ticket: { trackingId: string; mobile: string };

test.beforeAll(async ({ request }) => {
  tour = await createTour(request);
  const passenger = { firstName: "نیلوفر", lastName: "احمدی", gender: "Female" } as const;
  const { mobile, trackingId } = await reserveSeat(request, tour, { paymentMethod: "C2C", seat: 3, passenger });
  ticket = { trackingId, mobile };
});

test("ticketPrint shows the ticket with the QR code of its signed check-in value", async ({ page }) => {
  await page.goto(`/${tour.leaderId}/tour/ticketPrint?mobile=${ticket.mobile}&trackingId=${ticket.trackingId}`);
  await expect(page.getByTestId("ticket")).toContainText(tour.title);
  await expect(page.getByTestId("ticket-passenger")).toContainText("نیلوفر احمدی");
  const qr = page.getByTestId("ticket-qr");
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute("src")).toMatch(/^data:image\/png;base64,/);
  await expect(qr).toHaveJSProperty("complete", true);
  expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
  const value = (await qr.getAttribute("data-value"))!;
  expect(value).toMatch(/^HSF1\.\d+\.[\w-]{22}$/);
  expect(value).not.toContain(ticket.trackingId);
  expect(value).not.toContain(ticket.mobile);
  await expect(page.getByRole("button", { name: "چاپ بلیت" })).toBeVisible();
});

test("a wrong tracking id is a 404 page with a Persian message and the way to /tracking", async ({ page }) => {
  const wrong = await page.goto(`/${tour.leaderId}/tour/ticketPrint?mobile=${ticket.mobile}&trackingId=WRONG234`);
  expect(wrong!.status()).toBe(404);
  await expect(page.getByTestId("ticket-not-found")).toHaveText("بلیتی با این کد رهگیری و شماره موبایل پیدا نشد.");
  await expect(page.getByTestId("ticket")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "پیگیری بلیت" })).toHaveAttribute("href", "/tracking");
  // The right tracking id under another mobile, no code at all, another leader's address: 404 too.
  for (const path of [
    `/${tour.leaderId}/tour/ticketPrint?mobile=${newMobile()}&trackingId=${ticket.trackingId}`,
    `/${tour.leaderId}/tour/ticketPrint`,
    `/${tour.leaderId + 1000}/tour/ticketPrint?mobile=${ticket.mobile}&trackingId=${ticket.trackingId}`,
  ]) {
    expect((await page.goto(path))!.status(), path).toBe(404);
    await expect(page.getByTestId("ticket-not-found")).toBeVisible();
  }
});
