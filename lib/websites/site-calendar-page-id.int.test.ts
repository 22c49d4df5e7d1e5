// A later page of a sale website's calendar day, asked before Next renders (proxy.ts → site-calendar-page-id.ts →
// public-page-exists.ts), on a real database: a page the day has goes on to its page, one past the day's last is the
// site's own kept 404, and the answer agrees with the day page's own loader.
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { monthGrid, monthKey, tehranMonth } from "@/lib/format/jalali-month";
import { tehranDay } from "@/lib/format/tehran-time";
import { createSellingTour, sessionInput } from "@/lib/reservations/testing/fixtures";
import { createUser } from "@/tests/helpers/factories";
import { proxy } from "@/proxy";
import { loadSiteCalendarDay } from "./load-site-calendar-day";
import { parseCalendarDay } from "./parse-calendar-day";
import { publicPageExists } from "./public-page-exists";
import { CALENDAR_DAY_PAGE } from "./site-calendar";

const DAY_MS = 86_400_000;

async function makeSite(userId: number) {
  const subDomain = `cal${userId}`;
  await prisma.saleWebsite.create({
    data: { userId, subDomain, startsAt: new Date(), expiresAt: new Date(Date.now() + 30 * DAY_MS) },
  });
  return `${subDomain}.localhost:3000`;
}

async function rewriteOf(host: string, path: string) {
  const response = await proxy(new NextRequest(new URL(`http://${host}${path}`), { headers: { host } }));
  const rewrite = response.headers.get("x-middleware-rewrite");
  return rewrite && new URL(rewrite).pathname;
}

let busy: { leaderId: number; host: string; dayPath: string; emptyDayPath: string; day: string };

beforeAll(async () => {
  // One day with 45 sessions (two pages of 40), the day after it with none.
  const selling = await createSellingTour({
    tourType: "PeriodicTour",
    tourDiscounts: [],
    sessions: [sessionInput(20)],
  });
  const first = selling.session;
  const total = CALENDAR_DAY_PAGE + 5;
  await prisma.tourSession.createMany({
    data: Array.from({ length: total - 1 }, (_, i) => ({
      tourId: selling.tour.id,
      startTime: new Date(first.startTime.getTime() + (i + 1) * 60_000),
      endTime: first.endTime,
      capacity: 10,
      price: first.price,
    })),
  });
  const leaderId = selling.leader.user.id;
  const day = tehranDay(first.startTime);
  const month = tehranMonth(first.startTime);
  const grid = monthGrid(month);
  const index = grid.dayKeys.indexOf(day);
  // The other day of the same month without sessions (the one before or after).
  const emptyIndex = index + 1 < grid.days ? index + 1 : index - 1;
  const dd = (i: number) => String(i + 1).padStart(2, "0");
  busy = {
    leaderId,
    host: await makeSite(leaderId),
    dayPath: `/calendar/${monthKey(month)}/${dd(index)}`,
    emptyDayPath: `/calendar/${monthKey(month)}/${dd(emptyIndex)}`,
    day,
  };
});

describe("a calendar day's later page on a sale website's host", () => {
  it("goes on to the page while the day has it, and to the site's kept 404 past the day's last", async () => {
    const { host, dayPath, emptyDayPath } = busy;
    const site = `/sites/${host.replace(/:\d+$/, "")}`;
    expect(await rewriteOf(host, dayPath)).toBe(`${site}${dayPath}`);
    expect(await rewriteOf(host, `${dayPath}/2`)).toBe(`${site}${dayPath}/2`);
    for (const past of ["3", "99", "9999"])
      expect(await rewriteOf(host, `${dayPath}/${past}`), past).toBe(`${site}/_unknown`);
    // A day without sessions keeps its first page (which says so); it has no second.
    expect(await rewriteOf(host, emptyDayPath)).toBe(`${site}${emptyDayPath}`);
    expect(await rewriteOf(host, `${emptyDayPath}/2`)).toBe(`${site}/_unknown`);
  });

  it("counts the host's own leader's sessions: another site's same day has no second page", async () => {
    const { user } = await createUser();
    const other = await makeSite(user.id);
    expect(await rewriteOf(other, `${busy.dayPath}/2`)).toBe(`/sites/${other.replace(/:\d+$/, "")}/_unknown`);
    // A host that is no site is left to the page (the site's pages answer an unknown host).
    const nobody = "nosuchsite-cal.localhost:3000";
    expect(await rewriteOf(nobody, `${busy.dayPath}/2`)).toBe(`/sites/nosuchsite-cal.localhost${busy.dayPath}/2`);
  });

  it("agrees with the day page's own loader on every page number around the last", async () => {
    const [monthText, dayText] = busy.dayPath.split("/").slice(2);
    for (let page = 2; page <= 4; page++) {
      const address = parseCalendarDay(monthText, dayText, String(page))!;
      const exists = await publicPageExists({ kind: "calendarDay", leaderId: busy.leaderId, day: busy.day, page });
      expect(exists, String(page)).toBe((await loadSiteCalendarDay(busy.leaderId, address)) !== null);
      expect(exists, String(page)).toBe(page === 2);
    }
  });
});
