// The sale website's month calendar on a phone (390×844): a Jalali month grid, walked to the next
// month, lists both sessions of a periodic tour with their places left; a sale shows at once on the
// cached page (its tag expired after the sale); "buy this date" opens the tour page with that date
// chosen. A day with more sessions than the month shows names how many more, and its link leads to
// the day's page, which lists every one of them; a page past the day's last is the site's own 404.
import { expect, test } from "@playwright/test";
import { newMobile } from "./helpers";
import { expectAccessible } from "./helpers/axe";
import { createTour, nationalIds } from "./public-flow";
import { monthGrid, monthKey, shiftMonth, tehranMonth } from "../../lib/format/jalali-month";
import { tehranInstant } from "../../lib/format/tehran-time";

test.use({ viewport: { width: 390, height: 844 } });

const PORT = Number(process.env.E2E_PORT ?? 3100);
const site = (path: string) => `http://kuhestan.localhost:${PORT}${path}`;

test("a periodic tour's every date is on the month grid with its places left, and a sale updates it", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // Two dates in next month (Tehran): the 6th and the 8th, just after midnight: a month shows each day's first
  // sessions, and the other journeys' tours start at the hour they run.
  const next = monthGrid(shiftMonth(tehranMonth(new Date()), 1));
  const first = new Date(tehranInstant(next.dayKeys[5], "00:01"));
  const second = new Date(tehranInstant(next.dayKeys[7], "00:01"));
  const tour = await createTour(request, {
    start: first,
    moreStarts: [second],
    capacity: 3,
    title: `تور تقویم ${Date.now().toString(36)}`,
  });
  const detail = await (await request.get(`/api/Tour/${tour.id}`)).json();
  const secondSessionId = detail.sessions[1].id as number;

  await page.goto(site("/calendar"));
  await expect(page.getByRole("heading", { level: 1, name: "تقویم سفرهای کوهستان" })).toBeVisible();
  const thisMonth = await page.getByTestId("calendar-month-name").textContent();
  await page.getByRole("link", { name: "ماه بعد" }).click();
  await expect(page.getByTestId("calendar-month-name")).not.toHaveText(thisMonth!);
  await expect(page.getByTestId("calendar-month-name")).toHaveText(/^[\u0600-\u06FF]+ [۰-۹]{4}$/);
  const monthUrl = page.url();

  // Days 6 and 8 are marked on the grid, and both sessions are listed with their places.
  await expect(page.getByTestId("calendar-day").filter({ hasText: "۶" }).first()).toBeVisible();
  const rows = page.getByTestId("calendar-session").filter({ hasText: tour.title });
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0).getByTestId("calendar-places")).toHaveText("۳ جای خالی");
  await expect(rows.nth(1).getByTestId("calendar-places")).toHaveText("۳ جای خالی");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // Served from the page cache.
  await expect
    .poll(async () => (await page.goto(monthUrl))!.headers()["x-nextjs-cache"], { timeout: 15_000 })
    .toBe("HIT");

  // A sale of two places on the second date: the cached month shows it on the next request.
  const reserved = await request.post(`/api/tour/${tour.id}/reservation/session/${secondSessionId}`, {
    data: {
      paymentMethod: "C2C",
      passengers: nationalIds(2).map((nationalId, i) => ({
        firstName: "سارا",
        lastName: `تقویمی${i}`,
        gender: "Female",
        mobile: newMobile(),
        nationalId,
        ageGroup: "Adult",
        vehicleId: detail.sessions[1].vehicles[0].id,
        seat: i + 1,
        extraItems: [],
      })),
    },
  });
  expect(reserved.ok(), await reserved.text()).toBe(true);
  await expect
    .poll(
      async () => {
        await page.goto(monthUrl);
        return page
          .getByTestId("calendar-session")
          .filter({ hasText: tour.title })
          .nth(1)
          .getByTestId("calendar-places")
          .textContent();
      },
      { timeout: 10_000 },
    )
    .toBe("۱ جای خالی");
  await expect(rows.nth(0).getByTestId("calendar-places")).toHaveText("۳ جای خالی");

  // "Buy this date" opens the tour page with the second date chosen.
  await rows.nth(1).getByTestId("calendar-buy").click();
  await expect(page).toHaveURL(site(`/${tour.leaderId}/tour/${tour.id}?session=${secondSessionId}`));
  const buyBox = page.getByTestId("buy-box").first();
  await expect(buyBox.locator('input[name="session"]').nth(1)).toBeChecked();

  // A malformed or out-of-range month is the site's 404.
  for (const bad of ["/calendar/1405-13", "/calendar/abc", "/calendar/1200-01"])
    expect((await page.goto(site(bad)))!.status(), bad).toBe(404);
});

test("a day with more sessions than the month shows names how many more, and its page lists them all", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // Five sessions on the 15th of the month after next, a minute apart from just after midnight.
  const month = shiftMonth(tehranMonth(new Date()), 2);
  const grid = monthGrid(month);
  const starts = [1, 2, 3, 4, 5].map((m) => new Date(tehranInstant(grid.dayKeys[14], `00:0${m}`)));
  const tour = await createTour(request, {
    start: starts[0],
    moreStarts: starts.slice(1),
    title: `تور روز شلوغ ${Date.now().toString(36)}`,
  });
  const monthUrl = site(`/calendar/${monthKey(month)}`);
  await page.goto(monthUrl);
  const day = page.locator("#day-15");
  // The month shows the day's first three (all of this tour's: the earliest of the day) …
  await expect(day.getByTestId("calendar-session")).toHaveCount(3);
  await expect(day.getByTestId("calendar-session").filter({ hasText: tour.title })).toHaveCount(3);
  // … and names the rest: the day's count on the grid less the three shown.
  const cell = page.getByTestId("calendar-day").filter({ has: page.getByText("۱۵", { exact: true }) });
  const label = (await cell.getAttribute("aria-label"))!;
  const count = Number(label.match(/([۰-۹]+) حرکت$/)![1].replace(/[۰-۹]/g, (d) => String("۰۱۲۳۴۵۶۷۸۹".indexOf(d))));
  expect(count).toBeGreaterThanOrEqual(5);
  const more = day.getByTestId("calendar-day-more");
  await expect(more).toContainText(`+${(count - 3).toLocaleString("fa-IR")} سانس دیگر`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Its link is the day's page: every session of the day, this tour's five among them, in Jalali, RTL, Persian digits.
  await more.click();
  await expect(page).toHaveURL(`${monthUrl}/15`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    /^حرکت‌های [\u0600-\u06FF‌]+ ۱۵ [\u0600-\u06FF]+ [۰-۹]{4}$/,
  );
  await expect(page.getByTestId("calendar-day-count")).toContainText(
    `${count.toLocaleString("fa-IR")} حرکت در این روز`,
  );
  await expect(page.getByTestId("calendar-session")).toHaveCount(Math.min(count, 40));
  await expect(page.getByTestId("calendar-session").filter({ hasText: tour.title })).toHaveCount(5);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page, "a calendar day");
  await page.getByTestId("calendar-back").click();
  await expect(page).toHaveURL(monthUrl);

  // A day the month does not have, a malformed day or page, and the first page under a number: the site's 404.
  for (const bad of [
    `/calendar/${monthKey(month)}/${grid.days + 1}`,
    `/calendar/${monthKey(month)}/5`,
    `/calendar/${monthKey(month)}/15/1`,
    `/calendar/${monthKey(month)}/15/x`,
  ]) {
    expect((await page.goto(site(bad)))!.status(), bad).toBe(404);
    await expect(page.getByText("صفحه مورد نظر پیدا نشد").first()).toBeVisible();
    // In the site's frame, not the platform's.
    await expect(page.getByRole("navigation", { name: "منوی سایت" })).toBeVisible();
  }
  // A page past the day's last: the site's own 404 in its frame too, from its one kept page (proxy.ts asks the day's
  // count first). Each request names a new page number, so a HIT can only come from that one page, not a render per number.
  let past = 9000 + (Date.now() % 900);
  const pastPage = async () => (await page.goto(site(`/calendar/${monthKey(month)}/15/${past++}`)))!;
  const first = await pastPage();
  expect(first.status()).toBe(404);
  await expect(page.getByText("صفحه مورد نظر پیدا نشد").first()).toBeVisible();
  await expect(page.getByRole("navigation", { name: "منوی سایت" })).toBeVisible();
  await expect
    .poll(
      async () => {
        const response = await pastPage();
        expect(response.status()).toBe(404);
        return response.headers()["x-nextjs-cache"];
      },
      { timeout: 15_000 },
    )
    .toBe("HIT");
  await expect(page.getByRole("navigation", { name: "منوی سایت" })).toBeVisible();
});
