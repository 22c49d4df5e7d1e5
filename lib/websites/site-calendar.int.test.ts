import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { monthGrid, shiftMonth, tehranMonth } from "@/lib/format/jalali-month";
import { tehranDay } from "@/lib/format/tehran-time";
import { actOnSandbox, startSandboxPayment } from "@/lib/payments/testing/fixtures";
import { createSellingTour, passenger, reserve, sessionInput } from "@/lib/reservations/testing/fixtures";
import { api } from "@/tests/helpers/api";
import { createUser } from "@/tests/helpers/factories";
import { loadSiteCalendarDay } from "./load-site-calendar-day";
import { parseCalendarDay } from "./parse-calendar-day";
import { CALENDAR_DAY_PAGE, CALENDAR_DAY_SHOWN, listCalendarDay, listCalendarMonth } from "./site-calendar";

let periodic: Awaited<ReturnType<typeof createSellingTour>>;

beforeAll(async () => {
  periodic = await createSellingTour({
    tourType: "PeriodicTour",
    tourDiscounts: [],
    sessions: [sessionInput(9, { capacity: 5 }), sessionInput(10, { capacity: 6 }), sessionInput(50, { capacity: 7 })],
  });
});

const monthOf = (instant: Date) => tehranMonth(instant);

/** The sessions a month shows (its days' first few, which is all of them where a day has at most CALENDAR_DAY_SHOWN). */
const listCalendarSessions = async (leaderId: number, month: ReturnType<typeof monthOf>) =>
  (await listCalendarMonth(leaderId, month)).flatMap((d) => d.sessions);

describe("the sale website's month calendar", () => {
  it("lists every session of a tour in the month it starts in, not only the first", async () => {
    const listed = new Map<number, { day: string; placesLeft: number; buyable: boolean }>();
    for (const s of periodic.tour.sessions) {
      const rows = await listCalendarSessions(periodic.leader.user.id, monthOf(s.startTime));
      const row = rows.find((r) => r.sessionId === s.id);
      expect(row, `session ${s.id}`).toBeDefined();
      listed.set(s.id, row!);
      // Every row of the month starts inside it.
      const grid = monthGrid(monthOf(s.startTime));
      for (const r of rows) expect(new Date(r.startTime) >= grid.start && new Date(r.startTime) < grid.end).toBe(true);
    }
    expect(listed.size).toBe(3);
    expect([...listed.values()].map((r) => r.placesLeft).sort()).toEqual([5, 6, 7]);
    expect([...listed.values()].every((r) => r.buyable)).toBe(true);
    // A month with none of them lists none of them.
    const empty = await listCalendarSessions(
      periodic.leader.user.id,
      shiftMonth(monthOf(periodic.tour.sessions[2].startTime), 3),
    );
    expect(empty.filter((r) => r.tourId === periodic.tour.id)).toEqual([]);
  });

  it("shows a sale in the places left, a sold-out session as not buyable", async () => {
    const s = periodic.tour.sessions[0];
    const bus = s.vehicles[0];
    const res = await reserve(periodic.tour.id, s.id, {
      passengers: [passenger({ vehicleId: bus.id, seat: 1 }), passenger({ vehicleId: bus.id, seat: 2 })],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { authority } = await startSandboxPayment(res.body.billId);
    await api("GET", await actOnSandbox(authority, "pay"));
    let row = (await listCalendarSessions(periodic.leader.user.id, monthOf(s.startTime))).find(
      (r) => r.sessionId === s.id,
    )!;
    expect(row.placesLeft).toBe(3);
    await prisma.tourSession.update({ where: { id: s.id }, data: { capacity: 2 } });
    row = (await listCalendarSessions(periodic.leader.user.id, monthOf(s.startTime))).find(
      (r) => r.sessionId === s.id,
    )!;
    expect(row).toMatchObject({ placesLeft: 0, buyable: false });
    await prisma.tourSession.update({ where: { id: s.id }, data: { capacity: 5 } });
  });

  it("leaves out another leader's tours, hidden, moderated, draft and cancelled tours", async () => {
    const other = await createSellingTour({ tourDiscounts: [], sessions: [sessionInput(9)] });
    const month = monthOf(periodic.tour.sessions[0].startTime);
    const mine = await listCalendarSessions(periodic.leader.user.id, month);
    expect(mine.some((r) => r.tourId === other.tour.id)).toBe(false);
    expect(mine.every((r) => r.leaderId === periodic.leader.user.id)).toBe(true);

    const second = await createSellingTour({ tourDiscounts: [], sessions: [sessionInput(9)] }, periodic.leader);
    const has = async () =>
      (await listCalendarSessions(periodic.leader.user.id, monthOf(second.session.startTime))).some(
        (r) => r.tourId === second.tour.id,
      );
    expect(await has()).toBe(true);
    for (const data of [
      { visibility: "Hidden" as const },
      { moderation: "Suspended" as const },
      { isDraft: true },
      { status: "Cancelled" as const },
      { deletedAt: new Date() },
    ]) {
      await prisma.tour.update({ where: { id: second.tour.id }, data });
      expect(await has(), JSON.stringify(data)).toBe(false);
      await prisma.tour.update({
        where: { id: second.tour.id },
        data: { visibility: "Shown", moderation: null, isDraft: false, status: "Enabled", deletedAt: null },
      });
    }
    expect(await has()).toBe(true);
    // Registration closed: listed, but not offered for sale.
    await prisma.tour.update({ where: { id: second.tour.id }, data: { registrationOpen: false } });
    const row = (await listCalendarSessions(periodic.leader.user.id, monthOf(second.session.startTime))).find(
      (r) => r.tourId === second.tour.id,
    )!;
    expect(row.buyable).toBe(false);
    expect(row.placesLeft).toBeGreaterThan(0);
  });

  it("a leader without tours has an empty month", async () => {
    const nobody = await createUser();
    expect(await listCalendarSessions(nobody.user.id, tehranMonth(new Date()))).toEqual([]);
  });

  it("shows a day's first few sessions with the day's count; the day's pages hold all of them, earliest first", async () => {
    const busy = await createSellingTour({ tourType: "PeriodicTour", tourDiscounts: [], sessions: [sessionInput(20)] });
    const leaderId = busy.leader.user.id;
    const first = busy.session;
    // Another day of the owner's, and another leader's session the same day: neither counts on the busy day.
    const other = await createSellingTour({ tourDiscounts: [], sessions: [sessionInput(20)] });
    const total = CALENDAR_DAY_PAGE + 5;
    // The rest of the day's sessions, a minute apart after the first (in reverse: the order is the start's, not the id's).
    await prisma.tourSession.createMany({
      data: Array.from({ length: total - 1 }, (_, i) => ({
        tourId: busy.tour.id,
        startTime: new Date(first.startTime.getTime() + (total - 1 - i) * 60_000),
        endTime: first.endTime,
        capacity: 10,
        price: first.price,
      })),
    });
    const day = tehranDay(first.startTime);
    const month = monthOf(first.startTime);
    const shown = (await listCalendarMonth(leaderId, month)).find((d) => d.day === day)!;
    expect(shown.count).toBe(total);
    expect(shown.sessions).toHaveLength(CALENDAR_DAY_SHOWN);
    expect(shown.sessions[0].sessionId).toBe(first.id);
    const times = shown.sessions.map((s) => s.startTime);
    expect(times).toEqual([...times].sort());
    expect(shown.sessions.every((s) => s.tourId === busy.tour.id)).toBe(true);

    const page1 = await listCalendarDay(leaderId, day, 1);
    const page2 = await listCalendarDay(leaderId, day, 2);
    expect([page1.count, page2.count]).toEqual([total, total]);
    expect(page1.sessions).toHaveLength(CALENDAR_DAY_PAGE);
    expect(page2.sessions).toHaveLength(5);
    const all = [...page1.sessions, ...page2.sessions];
    const ids = await prisma.tourSession.findMany({
      where: { tourId: busy.tour.id },
      orderBy: [{ startTime: "asc" }, { id: "asc" }],
      select: { id: true },
    });
    expect(all.map((s) => s.sessionId)).toEqual(ids.map((s) => s.id));
    expect(all.every((s) => s.day === day)).toBe(true);
    expect(all.some((s) => s.tourId === other.tour.id)).toBe(false);

    // The day page's addresses; a page past the last is none (the 404), a day without sessions says so.
    const [y, m] = [month.year, String(month.month).padStart(2, "0")];
    const dd = String(monthGrid(month).dayKeys.indexOf(day) + 1).padStart(2, "0");
    const view = await loadSiteCalendarDay(leaderId, parseCalendarDay(`${y}-${m}`, dd)!);
    expect(view).toMatchObject({
      count: total,
      page: 1,
      pages: 2,
      href: `/calendar/${y}-${m}/${dd}`,
      monthHref: `/calendar/${y}-${m}`,
      prevHref: null,
      nextHref: `/calendar/${y}-${m}/${dd}/2`,
    });
    expect(await loadSiteCalendarDay(leaderId, parseCalendarDay(`${y}-${m}`, dd, "3")!)).toBeNull();
    const nobody = await createUser();
    expect(await loadSiteCalendarDay(nobody.user.id, parseCalendarDay(`${y}-${m}`, dd)!)).toMatchObject({
      count: 0,
      sessions: [],
      pages: 1,
    });
  });
});
