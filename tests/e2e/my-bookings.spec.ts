// /my on a phone (390×844): a traveller signs in with the mobile and the code read from the sandbox
// SMS sink, sees the tickets bought with that mobile from two leaders (never another mobile's),
// downloads a ticket's calendar file, opens, and cancels one without a second code; the same on a
// sale website's host with its own session; sign-out ends it. The ticket page offers the .ics too.
import { expect, test, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { newMobile, SEEDED, withDb } from "./helpers";
import { createTour, nationalIds, type CreatedTour } from "./public-flow";

test.use({ viewport: { width: 390, height: 844 } });

const PORT = Number(process.env.E2E_PORT ?? 3100);
const siteUrl = (path: string) => `http://kuhestan.localhost:${PORT}${path}`;

let buyer: string;
let stranger: string;
let tourA: CreatedTour;
let tourB: CreatedTour;
let paid: string;
let pending: string;
let theirs: string;

function passengerOf(tour: CreatedTour, mobile: string, seat: number, lastName: string) {
  const [nationalId] = nationalIds(1);
  return {
    firstName: "نگار",
    lastName,
    gender: "Female",
    mobile,
    nationalId,
    ageGroup: "Adult",
    vehicleId: tour.vehicleId,
    seat,
    extraItems: [],
  };
}

/** The newest /my sign-in code texted to the mobile (the console SMS provider's records). */
async function signInCode(mobile: string): Promise<string> {
  for (let i = 0; i < 40; i++) {
    const text = await withDb(
      async (db) =>
        (
          await db.query<{ text: string }>(
            `select text from "SmsMessage" where mobile = $1 and text like '%بلیت‌های من%' order by id desc limit 1`,
            [mobile],
          )
        ).rows[0]?.text,
    );
    const code = text?.match(/\d{6}/)?.[0];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no sign-in code was sent to ${mobile}`);
}

async function signIn(page: Page, mobile: string) {
  // A second sign-in within the mobile's minute: the earlier codes are moved out of its limits.
  await withDb((db) =>
    db.query(`update "OtpCode" set "createdAt" = "createdAt" - interval '2 hours' where mobile = $1`, [mobile]),
  );
  await withDb((db) => db.query(`delete from "SmsMessage" where mobile = $1 and text like '%بلیت‌های من%'`, [mobile]));
  await expect(page.getByTestId("my-sign-in")).toBeVisible();
  await page.getByLabel("شماره موبایل").fill(mobile);
  await page.getByRole("button", { name: "دریافت کد ورود" }).click();
  await page.getByLabel("کد ورود").fill(await signInCode(mobile));
  await page.getByRole("button", { name: "ورود", exact: true }).click();
  await expect(page.getByTestId("my-signed-in")).toBeVisible();
}

const noSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test.beforeAll(async ({ request, browser }) => {
  buyer = newMobile();
  stranger = newMobile();
  tourA = await createTour(request, { title: `تور من الف ${Date.now().toString(36)}` });
  tourB = await createTour(request, { title: `تور من ب ${Date.now().toString(36)}`, account: SEEDED.leader2 });
  const online = await request.post(`/api/tour/${tourA.id}/reservation/session/${tourA.sessionId}`, {
    data: { paymentMethod: "Online", passengers: [passengerOf(tourA, buyer, 7, "خریدار")] },
  });
  expect(online.ok(), await online.text()).toBe(true);
  const { billId, trackingId } = await online.json();
  paid = trackingId;
  const page = await browser.newPage();
  await page.goto(`/api/payment/bill/${billId}`);
  await page.getByRole("button", { name: "پرداخت موفق" }).click();
  await expect(page).toHaveURL(/\/reserve\/finalReceipt\?.*status=paid/);
  await page.close();
  const c2c = await request.post(`/api/tour/${tourB.id}/reservation/session/${tourB.sessionId}`, {
    data: { paymentMethod: "C2C", passengers: [passengerOf(tourB, buyer, 8, "خریدار")] },
  });
  expect(c2c.ok(), await c2c.text()).toBe(true);
  pending = (await c2c.json()).trackingId;
  const other = await request.post(`/api/tour/${tourA.id}/reservation/session/${tourA.sessionId}`, {
    data: { paymentMethod: "C2C", passengers: [passengerOf(tourA, stranger, 9, "غریبه")] },
  });
  expect(other.ok(), await other.text()).toBe(true);
  theirs = (await other.json()).trackingId;
});

test("a traveller signs in with an SMS code, sees their tickets of two leaders, adds one to a calendar and cancels it", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto("/my");
  await expect(page.getByRole("heading", { level: 1, name: "بلیت‌های من" })).toBeVisible();
  // A malformed mobile is refused in place.
  await page.getByLabel("شماره موبایل").fill("0912");
  await page.getByRole("button", { name: "دریافت کد ورود" }).click();
  await expect(page.getByText("شماره موبایل معتبر نیست")).toBeVisible();
  await signIn(page, buyer);

  const cookie = (await page.context().cookies()).find((c) => c.name === "hamsafar.traveller")!;
  expect(cookie.httpOnly).toBe(true);
  expect(cookie.sameSite).toBe("Lax");
  expect(cookie.expires * 1000 - Date.now()).toBeLessThanOrEqual(3_600_000);

  const rows = page.getByTestId("my-ticket");
  await expect(rows).toHaveCount(2);
  await expect(page.getByTestId("my-ticket-count")).toHaveText("۲ بلیت");
  await expect(rows.filter({ hasText: tourA.title })).toContainText(paid);
  await expect(rows.filter({ hasText: tourB.title })).toContainText(pending);
  await expect(page.getByText(theirs)).toHaveCount(0);
  expect(await noSideways(page)).toBe(true);

  // The calendar file: RFC 5545 lines, the ticket's UID, Tehran time.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    rows.filter({ hasText: tourA.title }).getByTestId("my-ticket-ics").click(),
  ]);
  expect(download.suggestedFilename()).toBe(`hamsafar-${paid}.ics`);
  const ics = readFileSync((await download.path())!, "utf8");
  expect(ics.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
  expect(ics).toContain(`UID:ticket-${paid}@`);
  expect(ics).toMatch(/\r\nDTSTART;TZID=Asia\/Tehran:\d{8}T\d{6}\r\n/);

  // Open it, cancel the passenger without an SMS code.
  await rows.filter({ hasText: tourA.title }).getByTestId("my-ticket-open").click();
  await expect(page).toHaveURL(new RegExp(`/my/ticket/${paid}$`));
  await expect(page.getByTestId("ticket")).toContainText(tourA.title);
  await expect(page.getByTestId("ticket-qr")).toBeVisible();
  await expect(page.getByRole("button", { name: "چاپ بلیت" })).toBeVisible();
  expect(await noSideways(page)).toBe(true);
  await page.getByRole("checkbox", { name: "لغو نگار خریدار" }).check();
  await page.getByTestId("cancel-selected").click();
  await expect(page.getByTestId("ticket-code-step")).toHaveCount(0);
  await page.getByTestId("confirm-cancel").click();
  await expect(page.getByTestId("refund-record")).toBeVisible();
  await expect(page.getByTestId("ticket-refund")).toHaveCount(1);

  // Another mobile's ticket is not found, even by its tracking id.
  await page.goto(`/my/ticket/${theirs}`);
  await expect(page.getByTestId("my-ticket-not-found")).toBeVisible();
  await expect(page.getByText("غریبه")).toHaveCount(0);

  // Signing out ends the session.
  await page.goto("/my");
  await page.getByRole("button", { name: "خروج" }).click();
  await expect(page.getByTestId("my-sign-in")).toBeVisible();
  expect((await page.request.get("/api/my/tickets")).status()).toBe(401);
});

test("on a sale website's host: its own session, every leader's tickets, the site's frame", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(siteUrl("/my"));
  await expect(page.getByRole("heading", { level: 1, name: "بلیت‌های من" })).toBeVisible();
  await expect(page).toHaveTitle("بلیت‌های من | سفرهای کوهستان");
  await signIn(page, buyer);
  const rows = page.getByTestId("my-ticket");
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: tourB.title })).toBeVisible();
  expect(await noSideways(page)).toBe(true);
  await rows.filter({ hasText: tourB.title }).getByTestId("my-ticket-open").click();
  await expect(page).toHaveURL(siteUrl(`/my/ticket/${pending}`));
  await expect(page.getByTestId("ticket")).toContainText(tourB.title);
});

test("the ticket page offers the calendar file", async ({ page }) => {
  await page.goto(`/${tourB.leaderId}/tour/ticketPrint?mobile=${buyer}&trackingId=${pending}`);
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("ticket-ics").click()]);
  const ics = readFileSync((await download.path())!, "utf8");
  expect(ics).toContain(`UID:ticket-${pending}@`);
  expect(ics.split("\r\n").every((line) => Buffer.byteLength(line, "utf8") <= 75)).toBe(true);
});
