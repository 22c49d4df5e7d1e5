// Operator moderation on a phone (390×844): the operator hides a tour with a reason; its public page
// is gone at once (the cached page expired by its tags), the buyer's ticket still prints, and the
// leader reads the reason on their tour list (and got it by SMS). Lifting brings the page back at once
// (its cached 404 carries the tour's tag).
import { expect, test } from "@playwright/test";
import { login, SEEDED, withDb } from "./helpers";
import { createTour, reserveSeat, type CreatedTour } from "./public-flow";

test.use({ viewport: { width: 390, height: 844 } });

let tour: CreatedTour;
let ticket: { trackingId: string; mobile: string };

test.beforeAll(async ({ request }) => {
  tour = await createTour(request, { title: `تور بازبینی ${Date.now().toString(36)}` });
  const passenger = { firstName: "مهسا", lastName: "کاظمی", gender: "Female" } as const;
  const { mobile, trackingId } = await reserveSeat(request, tour, { paymentMethod: "C2C", seat: 4, passenger });
  ticket = { trackingId, mobile };
});

test("an operator hides a tour with a reason: public page gone, ticket kept, leader told", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const publicPath = `/${tour.leaderId}/tour/${tour.id}`;
  // The page is cached before the moderation: the expiry must reach it.
  expect((await page.goto(publicPath))!.status()).toBe(200);
  await expect(page.getByRole("heading", { name: tour.title }).first()).toBeVisible();

  const operator = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await login(operator, SEEDED.operator.mobile, SEEDED.operator.password, SEEDED.operator.landing);
  await operator.goto(`/adminDashboard/tourManagement?term=${tour.id}`);
  const row = operator.getByTestId("admin-tour-row").filter({ hasText: tour.title });
  await expect(row).toBeVisible();
  // Says which sale it sums (valid tickets only), unlike the leader's «کل فروش (با بلیت‌های لغوشده)».
  await expect(row.getByTestId("admin-tour-sale")).toContainText("فروش بلیت‌های معتبر (بی لغوشده‌ها): ");
  await row.getByRole("button", { name: "پنهان / تعلیق" }).click();
  const dialog = operator.getByRole("dialog");
  // A reason is required, in Persian, in place.
  await dialog.getByRole("button", { name: "پنهان کردن" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("دلیل را بنویسید (دست‌کم ۳ حرف).");
  const reason = "تصاویر تور متعلق به برگزارکننده دیگری است";
  await dialog.getByLabel("دلیل (برای تورگردان پیامک می‌شود)").fill(reason);
  await dialog.getByRole("button", { name: "پنهان کردن" }).click();
  await expect(row.getByTestId("admin-tour-moderation")).toContainText(reason);
  expect(await operator.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // The public page and the leader's sale lists stop offering it.
  expect((await page.goto(publicPath))!.status()).toBe(404);
  const places = await page.request.get(`/api/tour/${tour.id}/places`);
  expect(places.status()).toBe(404);

  // The buyer keeps the ticket.
  await page.goto(`/${tour.leaderId}/tour/ticketPrint?mobile=${ticket.mobile}&trackingId=${ticket.trackingId}`);
  await expect(page.getByTestId("ticket")).toContainText(tour.title);

  // The leader was texted and sees the reason on the tour list.
  const sms = await withDb(
    async (db) =>
      (
        await db.query<{ text: string }>(`select text from "SmsMessage" where mobile = $1 order by id desc limit 1`, [
          SEEDED.leader.mobile,
        ])
      ).rows[0].text,
  );
  expect(sms).toContain(reason);
  const leader = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await login(leader, SEEDED.leader.mobile, SEEDED.leader.password, SEEDED.leader.landing);
  await leader.goto(`/dashboard/tour?title=${encodeURIComponent(tour.title)}`);
  await expect(leader.getByTestId("tour-moderation").first()).toContainText(reason);

  // Lifting it brings the tour back at once: its call, and its page (the cached 404 carries the 404s'
  // tag, which the lift expires with the tour's: lib/cache/tour-page-tags.ts).
  await row.getByRole("button", { name: "برداشتن پنهان‌سازی" }).click();
  await expect(row.getByTestId("admin-tour-moderation")).toHaveCount(0);
  expect((await page.request.get(`/api/tour/${tour.id}/places`)).status()).toBe(200);
  expect((await page.goto(publicPath))!.status()).toBe(200);
});
