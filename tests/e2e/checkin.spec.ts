// The QR check-in on a guide's phone (390×844), issue 25: from the tour report the leader opens a
// session's «پذیرش» screen; Chromium's fake camera shows a ticket's QR (a .y4m made from the ticket's
// signed value) and the passenger is boarded, with the count per vehicle; a second scan and a forged
// code (photos read by the same decoder) turn the screen red; with the browser context offline the
// screen opens again from the service worker, boards a passenger found by name and one scanned from a
// photo, keeps them on the phone, and sends them when the context is online again: the server has them.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium, expect, test, type APIRequestContext, type Browser } from "@playwright/test";
import { login, newMobile, SEEDED, withDb } from "./helpers";
import { qrPng, qrY4m } from "./helpers/qr-video";
import { apiToken, createTour, nationalIds, type CreatedTour } from "./public-flow";

test.describe.configure({ mode: "serial" });

interface Ticket {
  name: string;
  passengerId: number;
  code: string;
}

let tour: CreatedTour;
let tickets: Ticket[];
let browser: Browser;

async function offlinePassenger(
  request: APIRequestContext,
  token: string,
  firstName: string,
  seat: number,
): Promise<Ticket> {
  const mobile = newMobile();
  const [nationalId] = nationalIds(1);
  const added = await request.post(`/api/tour/${tour.id}/passengers/offline`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name: firstName,
      lastName: "پذیرشی",
      gender: "Female",
      nationalId,
      mobile,
      totalPay: 2_000_000,
      sessionId: tour.sessionId,
      vehicleId: tour.vehicleId,
      seat,
      extraItems: [],
    },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const { id, trackingId } = await added.json();
  const ticket = await request.get(`/api/tour/ticket/${mobile}/${trackingId}`);
  expect(ticket.ok(), await ticket.text()).toBe(true);
  return { name: `${firstName} پذیرشی`, passengerId: id, code: (await ticket.json()).checkInCode };
}

const boarded = (passengerId: number) =>
  withDb(
    async (db) =>
      (
        await db.query<{ boardedAt: Date; mobile: string }>(
          `select c."boardedAt", u.mobile from "CheckIn" c join "User" u on u.id = c."boardedById" where c."passengerId" = $1`,
          [passengerId],
        )
      ).rows[0],
  );

test.beforeAll(async ({ request }, testInfo) => {
  tour = await createTour(request);
  const token = await apiToken(request, SEEDED.leader);
  tickets = [
    await offlinePassenger(request, token, "آیدا", 5),
    await offlinePassenger(request, token, "بهاره", 6),
    await offlinePassenger(request, token, "ترانه", 7),
  ];
  // The camera sees the first ticket's QR code.
  const dir = testInfo.outputPath("camera");
  mkdirSync(dir, { recursive: true });
  const video = path.join(dir, "ticket.y4m");
  writeFileSync(video, qrY4m(tickets[0].code));
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--use-fake-device-for-media-stream",
      "--use-fake-ui-for-media-stream",
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
});

test.afterAll(async () => {
  await browser?.close();
});

test("scans tickets with the camera, warns on a second scan and a forged code, and works offline", async ({
  baseURL,
}) => {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    locale: "fa-IR",
    timezoneId: "Asia/Tehran",
    permissions: ["camera"],
  });
  const page = await context.newPage();
  await login(page, SEEDED.leader.mobile, SEEDED.leader.password, SEEDED.leader.landing);
  await page.goto(`/dashboard/tour/report/${tour.id}`);
  await page.getByTestId("checkin-link").click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/tour/checkin/${tour.sessionId}$`));
  await expect(page.getByTestId("vehicle-count")).toContainText("۰ از ۳");
  await expect(page.getByTestId("not-boarded")).toContainText("سوار نشده‌ها (۳ نفر)");

  // The camera: the first ticket is read and boarded.
  await page.getByTestId("checkin-camera").click();
  const result = page.getByTestId("scan-result");
  await expect(result).toHaveAttribute("data-outcome", "boarded");
  await expect(result).toContainText(tickets[0].name);
  await expect(result).toContainText("صندلی ۵");
  await expect(result).toContainText("اتوبوس");
  await expect(page.getByTestId("vehicle-count")).toContainText("۱ از ۳");
  await expect(page.getByTestId("not-boarded")).toContainText("سوار نشده‌ها (۲ نفر)");
  expect((await boarded(tickets[0].passengerId)).mobile).toBe(SEEDED.leader.mobile);
  // The code stays in view: it is read once, not counted again.
  await page.waitForTimeout(1500);
  await expect(result).toHaveAttribute("data-outcome", "boarded");

  // The same ticket again (a photo, the same decoder): a loud warning, nothing changes.
  const photo = page.getByTestId("checkin-photo");
  await photo.setInputFiles({ name: "ticket.png", mimeType: "image/png", buffer: await qrPng(tickets[0].code) });
  await expect(result).toHaveAttribute("data-outcome", "already");
  await expect(page.getByRole("alert").filter({ hasText: "پیش از این پذیرش شده" })).toBeVisible();
  // A value with the right shape but not signed by the server.
  const forged = tickets[1].code.replace(/\.[\w-]{22}$/, ".AAAAAAAAAAAAAAAAAAAAAA");
  await photo.setInputFiles({ name: "forged.png", mimeType: "image/png", buffer: await qrPng(forged) });
  await expect(result).toHaveAttribute("data-outcome", "invalid");
  await expect(result).toContainText("این کد، بلیت معتبر همسفر نیست.");
  expect(await boarded(tickets[1].passengerId)).toBeUndefined();

  // No signal: the screen opens again from the phone, and boards from its stored manifest.
  await page.getByRole("button", { name: "خاموش کردن دوربین" }).click();
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId("checkin-connection")).toHaveAttribute("data-online", "false");
  await expect(page.getByTestId("vehicle-count")).toContainText("۱ از ۳");
  await page.getByLabel("جست‌وجوی مسافر (نام، موبایل یا کد ملی)").fill("بهاره");
  await page
    .getByTestId("search-row")
    .filter({ hasText: tickets[1].name })
    .getByRole("button", { name: "سوار کردن" })
    .click();
  await expect(result).toHaveAttribute("data-outcome", "boarded");
  await expect(result).toContainText("بدون اینترنت روی همین گوشی ثبت شد");
  await page
    .getByTestId("checkin-photo")
    .setInputFiles({ name: "third.png", mimeType: "image/png", buffer: await qrPng(tickets[2].code) });
  await expect(result).toContainText(tickets[2].name);
  await expect(result).toHaveAttribute("data-outcome", "boarded");
  // A forged code offline: not in the session's list, refused without the server.
  await page
    .getByTestId("checkin-photo")
    .setInputFiles({ name: "forged.png", mimeType: "image/png", buffer: await qrPng(forged) });
  await expect(result).toHaveAttribute("data-outcome", "invalid");
  await expect(page.getByTestId("checkin-pending")).toContainText("۲ اسکن در انتظار ارسال");
  await expect(page.getByTestId("vehicle-count")).toContainText("۳ از ۳");
  expect(await boarded(tickets[1].passengerId)).toBeUndefined();
  expect(await boarded(tickets[2].passengerId)).toBeUndefined();

  // The signal returns: the stored scans reach the server, with the time they were made.
  const before = Date.now();
  await context.setOffline(false);
  await expect(page.getByTestId("checkin-connection")).toHaveAttribute("data-online", "true");
  await expect(page.getByTestId("checkin-pending")).toHaveCount(0);
  for (const t of tickets.slice(1)) {
    const row = await boarded(t.passengerId);
    expect(row.mobile).toBe(SEEDED.leader.mobile);
    expect(row.boardedAt.getTime()).toBeLessThan(before);
  }

  // The report shows who boarded and when.
  await page.goto(`/dashboard/tour/report/${tour.id}`);
  for (const t of tickets)
    await expect(
      page.getByTestId("passenger-row").filter({ hasText: t.name }).getByTestId("passenger-boarded"),
    ).toContainText(/[۰-۹]{2}:[۰-۹]{2}/);
  await context.close();
});

test("a collaborator checks in from the collaborated tour's card; anyone else is refused", async ({
  baseURL,
  request,
}) => {
  const leader2Id = await withDb(
    async (db) =>
      (await db.query<{ id: number }>(`select id from "User" where mobile = $1`, [SEEDED.leader2.mobile])).rows[0].id,
  );
  const token = await apiToken(request, SEEDED.leader);
  const added = await request.post(`/api/Tour/${tour.id}/Collab/${leader2Id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(added.ok(), await added.text()).toBe(true);

  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    locale: "fa-IR",
    timezoneId: "Asia/Tehran",
  });
  const page = await context.newPage();
  await login(page, SEEDED.leader2.mobile, SEEDED.leader2.password, SEEDED.leader2.landing);
  await page.goto("/dashboard/searchTours");
  await page.getByRole("article", { name: tour.title }).getByTestId("collab-checkin").click();
  const session = page.getByTestId("checkin-session");
  await expect(session).toContainText("۳ از ۳ سوار شده");
  await session.getByRole("link", { name: "پذیرش" }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/tour/checkin/${tour.sessionId}$`));
  await expect(page.getByTestId("vehicle-count")).toContainText("۳ از ۳");
  await page.getByLabel("جست‌وجوی مسافر (نام، موبایل یا کد ملی)").fill("آیدا");
  await expect(page.getByTestId("search-row").filter({ hasText: tickets[0].name })).toContainText("سوار شده");
  await page.getByText("سوار نشده‌ها (۰ نفر)").click();
  await expect(page.getByTestId("not-boarded")).toContainText("همه مسافران سوار شده‌اند.");

  // The affiliate is no collaborator of this tour: no manifest, a Persian refusal.
  await context.clearCookies();
  await login(page, SEEDED.affiliate.mobile, SEEDED.affiliate.password, SEEDED.affiliate.landing);
  await page.goto(`/dashboard/tour/checkin/${tour.sessionId}`);
  await expect(page.getByText("این سانس پیدا نشد یا اجازه پذیرش مسافران آن را ندارید.")).toBeVisible();
  await expect(page.getByTestId("vehicle-count")).toHaveCount(0);
  await expect(page.getByText(tickets[0].name)).toHaveCount(0);
  await context.close();
});
