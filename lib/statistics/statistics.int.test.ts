// Statistics of a leader's tours: views and sales by source, conversion figures, views per Tehran
// day and sales per weekday (Saturday to Friday).
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { actOnSandbox, startSandboxPayment } from "@/lib/payments/testing/fixtures";
import { createAffiliateSellingTour, createSellingTour, passenger, reserve } from "@/lib/reservations/testing/fixtures";
import { api } from "@/tests/helpers/api";
import { createUser } from "@/tests/helpers/factories";
import { tehranDay, tehranWeekStart } from "./tehran-days";

type Fixture = Awaited<ReturnType<typeof createSellingTour>>;
let fx: Fixture;
let other: Awaited<ReturnType<typeof createUser>>;
let affiliate: Awaited<ReturnType<typeof createUser>>;

const view = (source: string, uuid: string) => api("POST", `/api/tour/${fx.tour.id}/stats`, { body: { source, uuid } });

async function buy(uuid: string, seat: number, mobile?: string) {
  const res = await reserve(fx.tour.id, fx.session.id, {
    uuid,
    passengers: [passenger({ vehicleId: fx.session.vehicles[0].id, seat, ...(mobile ? { mobile } : {}) })],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const { authority } = await startSandboxPayment(res.body.billId);
  await api("GET", await actOnSandbox(authority, "pay"));
}

beforeAll(async () => {
  fx = await createSellingTour({ tourDiscounts: [] });
  other = await createUser();
  affiliate = await createUser({ role: "Affiliate" });
  for (const [source, uuid] of [
    ["Instagram", "v1"],
    ["Instagram", "v1"],
    ["Telegram", "v2"],
    ["Direct", "v3"],
    ["WhatsApp", "v4"],
  ])
    expect((await view(source, uuid)).status).toBe(200);
  const mobile = passenger().mobile as string;
  await buy("v1", 1, mobile);
  await buy("v2", 2, mobile);
});

describe("statistics", () => {
  it("counts views and sales by source, for one tour and for all", async () => {
    const res = await api("GET", `/api/Tour/stats/${fx.tour.id}`, { token: fx.leader.token });
    expect(res.status).toBe(200);
    const by = Object.fromEntries(res.body.sources.map((s: { source: string }) => [s.source, s]));
    expect(by.Instagram).toMatchObject({ views: 2, visitors: 1, sales: 1 });
    expect(by.Telegram).toMatchObject({ views: 1, sales: 1 });
    expect(by.WhatsApp).toMatchObject({ views: 1, sales: 0 });
    expect(res.body).toMatchObject({ totalViews: 5, totalSales: 2 });
    const all = await api("GET", "/api/Tour/stats", { token: fx.leader.token });
    expect(all.body.totalViews).toBe(5);
    expect((await api("GET", `/api/Tour/stats/${fx.tour.id}`, { token: other.token })).status).toBe(404);
    expect((await api("GET", "/api/Tour/stats", { token: affiliate.token })).status).toBe(403);
  });

  it("counts a sale made through an affiliate's link (?sellerId=) as the affiliate's, not as the view's source", async () => {
    const { seller, ...t } = await createAffiliateSellingTour();
    // The buyer came in by a WhatsApp view of the affiliate's link, and one more buyer straight.
    expect(
      (await api("POST", `/api/tour/${t.tour.id}/stats`, { body: { source: "WhatsApp", uuid: "a1" } })).status,
    ).toBe(200);
    for (const body of [{ uuid: "a1", sellerId: seller.user.id }, { uuid: "a2" }]) {
      const res = await reserve(t.tour.id, t.session.id, { ...body, passengers: [passenger()] });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const { authority } = await startSandboxPayment(res.body.billId);
      await api("GET", await actOnSandbox(authority, "pay"));
    }
    const res = await api("GET", `/api/Tour/stats/${t.tour.id}`, { token: t.leader.token });
    const by = Object.fromEntries(res.body.sources.map((s: { source: string }) => [s.source, s]));
    expect(by.Affiliate).toMatchObject({ title: "همکار فروش", views: 0, sales: 1 });
    expect(by.WhatsApp).toMatchObject({ views: 1, sales: 0 });
    expect(by.Direct).toMatchObject({ sales: 1 });
    expect(res.body.totalSales).toBe(2);
  });

  it("answers the conversion figures", async () => {
    const res = await api("GET", `/api/Tour/sale-statistics/${fx.tour.id}`, { token: fx.leader.token });
    expect(res.status).toBe(200);
    // 2 purchases of 5 views; 1 of 4 visitors came back; both purchases by one returning buyer.
    expect(res.body).toMatchObject({
      purchasePercentFromAllViews: 40,
      revisitPercent: 25,
      rePurchasePercentFromAllPurchases: 100,
    });
    const insta = await api("GET", `/api/Tour/sale-statistics/${fx.tour.id}?source=instagram`, {
      token: fx.leader.token,
    });
    expect(insta.body).toMatchObject({ views: 2, purchases: 1, purchasePercentFromAllViews: 50 });
    expect(
      (await api("GET", `/api/Tour/sale-statistics/${fx.tour.id}?source=fax`, { token: fx.leader.token })).status,
    ).toBe(400);
    expect((await api("GET", "/api/Tour/sale-statistics", { token: fx.leader.token })).body.purchases).toBe(2);
    expect((await api("GET", `/api/Tour/sale-statistics/${fx.tour.id}`, { token: other.token })).status).toBe(404);
    expect((await api("GET", "/api/Tour/sale-statistics", { token: affiliate.token })).status).toBe(403);
  });

  it("gives views per Tehran day over a range, every day present", async () => {
    const today = tehranDay(new Date());
    const res = await api("GET", `/api/Tour/stats/periodic?From=${today}&To=${today}`, { token: fx.leader.token });
    expect(res.status).toBe(200);
    expect(res.body.views).toEqual([{ day: today, views: 5, visitors: 4 }]);
    const month = await api("GET", "/api/Tour/stats/periodic", { token: fx.leader.token });
    expect(month.body.views).toHaveLength(30);
    expect(month.body.views.at(-1)).toMatchObject({ day: today, views: 5 });
    expect(
      (await api("GET", "/api/Tour/stats/periodic?From=2026-05-01&To=2026-04-01", { token: fx.leader.token })).status,
    ).toBe(422);
    expect((await api("GET", "/api/Tour/stats/periodic?From=nonsense", { token: fx.leader.token })).status).toBe(400);
    expect((await api("GET", "/api/Tour/stats/periodic", { token: affiliate.token })).status).toBe(403);
  });

  it("gives tickets per weekday, Saturday first", async () => {
    const res = await api("GET", "/api/Tour/stats/weekly-sales", { token: fx.leader.token });
    expect(res.status).toBe(200);
    expect(res.body.days.map((d: { title: string }) => d.title)).toEqual([
      "شنبه",
      "یکشنبه",
      "دوشنبه",
      "سه‌شنبه",
      "چهارشنبه",
      "پنجشنبه",
      "جمعه",
    ]);
    expect(res.body.weekStart).toBe(tehranWeekStart(new Date()));
    expect(res.body.days.reduce((s: number, d: { tickets: number }) => s + d.tickets, 0)).toBe(2);
    const today = res.body.days.find((d: { date: string }) => d.date === tehranDay(new Date()));
    expect(today.tickets).toBe(2);
    expect((await api("GET", "/api/Tour/stats/weekly-sales", { token: affiliate.token })).status).toBe(403);
    expect(await prisma.tourView.count({ where: { tourId: fx.tour.id } })).toBe(5);
  });
});

describe("statistics: bad input and other leaders", () => {
  it("refuses malformed ids and dates with a Persian 4xx, and never counts another leader's views or sales", async () => {
    // A path id that is not an id names nothing: 404 (docs/http.md, input rules); query values are a 400.
    for (const [url, status] of [
      ["/api/Tour/stats/abc", 404],
      ["/api/Tour/sale-statistics/0", 404],
      ["/api/Tour/sale-statistics/0x10", 404],
      ["/api/Tour/sale-statistics/1e3", 404],
      ["/api/Tour/stats/weekly-sales?From=nonsense", 400],
      ["/api/Tour/sale-statistics/1?source=fax", 400],
    ] as const) {
      const res = await api("GET", url, { token: fx.leader.token });
      expect(res.status, url).toBe(status);
      expect(res.body.errors[0], url).toMatch(/[\u0600-\u06FF]/);
    }
    expect((await api("GET", "/api/Tour/stats/999999999", { token: fx.leader.token })).status).toBe(404);
    // The other leader has no views and no sales of their own: every figure of theirs is zero.
    const stats = await api("GET", "/api/Tour/stats", { token: other.token });
    expect(stats.status).toBe(200);
    expect(stats.body).toMatchObject({ totalViews: 0, totalSales: 0 });
    expect((await api("GET", "/api/Tour/sale-statistics", { token: other.token })).body).toMatchObject({
      views: 0,
      purchases: 0,
    });
    const today = tehranDay(new Date());
    expect(
      (await api("GET", `/api/Tour/stats/periodic?From=${today}&To=${today}`, { token: other.token })).body.views,
    ).toEqual([{ day: today, views: 0, visitors: 0 }]);
    const weekly = await api("GET", "/api/Tour/stats/weekly-sales", { token: other.token });
    expect(weekly.body.days.reduce((s: number, d: { tickets: number }) => s + d.tickets, 0)).toBe(0);
    expect(
      (await api("GET", "/api/Tour/stats/weekly-sales", { token: (await createUser({ role: "Operator" })).token }))
        .status,
    ).toBe(403);
  });
});

describe("Tehran weeks", () => {
  it("start on Saturday", () => {
    // 2026-11-21 is a Saturday.
    expect(tehranWeekStart(new Date("2026-11-21T10:00:00Z"))).toBe("2026-11-21");
    expect(tehranWeekStart(new Date("2026-11-27T19:00:00Z"))).toBe("2026-11-21"); // Friday 22:30 Tehran
    expect(tehranWeekStart(new Date("2026-11-27T21:00:00Z"))).toBe("2026-11-28"); // Saturday 00:30 Tehran
  });
});
