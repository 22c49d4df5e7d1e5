import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { actOnSandbox, startSandboxPayment } from "@/lib/payments/testing/fixtures";
import { createSellingTour, passenger, reserve, sessionInput } from "@/lib/reservations/testing/fixtures";
import { getPublicTour, readPublicTourLive } from "@/lib/tours/get-public-tour";
import { api } from "@/tests/helpers/api";
import { createUser } from "@/tests/helpers/factories";

let fixture: Awaited<ReturnType<typeof createSellingTour>>;
let paid: { trackingId: string; amount: number };

beforeAll(async () => {
  // A title of its own: the fixtures' default title is shared by every test's tours, which can push this one past a page.
  const title = `تور جستجوی اپراتور ${Date.now().toString(36)}`;
  fixture = await createSellingTour({ title, tourDiscounts: [], sessions: [sessionInput(20)] });
  const bus = fixture.session.vehicles[0];
  const res = await reserve(fixture.tour.id, fixture.session.id, {
    passengers: [passenger({ vehicleId: bus.id, seat: 1 }), passenger({ vehicleId: bus.id, seat: 2 })],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const { authority } = await startSandboxPayment(res.body.billId);
  await api("GET", await actOnSandbox(authority, "pay"));
  // An unpaid reservation does not count as a sale.
  await reserve(fixture.tour.id, fixture.session.id, { passengers: [passenger({ vehicleId: bus.id, seat: 3 })] });
  const reservation = await prisma.reservation.findUniqueOrThrow({ where: { trackingId: res.body.trackingId } });
  paid = { trackingId: res.body.trackingId, amount: Number(reservation.amount) };
});

describe("GET /api/Operator/SearchTours", () => {
  it("finds tours of every leader with their paid tickets and amount and the public link", async () => {
    const op = await createUser({ role: "Operator" });
    const res = await api("GET", `/api/Operator/SearchTours?SearchTerm=${fixture.tour.id}`, { token: op.token });
    expect(res.status).toBe(200);
    const row = res.body.result.find((r: { id: number }) => r.id === fixture.tour.id);
    expect(row).toMatchObject({
      leaderId: fixture.tour.leaderId,
      soldTickets: 2,
      saleAmount: paid.amount,
      isDeleted: false,
      publicUrl: `/${fixture.tour.leaderId}/tour/${fixture.tour.id}`,
    });
    const byTitle = await api(
      "GET",
      `/api/Operator/SearchTours?SearchTerm=${encodeURIComponent(fixture.tour.title)}&PageSize=100`,
      { token: op.token },
    );
    expect(byTitle.body.result.some((r: { id: number }) => r.id === fixture.tour.id)).toBe(true);
    expect(byTitle.body.result.length).toBeLessThanOrEqual(100);
  });

  it("a term that is a tour's id puts that tour first, however many titles and mobiles share its digits", async () => {
    const op = await createUser({ role: "Operator" });
    const digits = String(fixture.tour.id);
    const later = new Date(Date.now() + 400 * 86_400_000);
    const mine = await prisma.tour.createManyAndReturn({
      select: { id: true },
      data: Array.from({ length: 12 }, (_, i) => ({
        leaderId: fixture.tour.leaderId,
        title: `تور ${digits} شماره ${i}`,
        tourType: "SimpleTour",
        isDraft: false,
        startTime: later,
      })),
    });
    const page1 = await api("GET", `/api/Operator/SearchTours?SearchTerm=${digits}&PageSize=5`, { token: op.token });
    expect(page1.status).toBe(200);
    expect(page1.body.result[0].id).toBe(fixture.tour.id);
    expect(page1.body.result).toHaveLength(5);
    expect(page1.body.totalItemCount).toBeGreaterThanOrEqual(13);
    const ids: number[] = [];
    for (let page = 1; page <= page1.body.pageCount; page++) {
      const res = await api("GET", `/api/Operator/SearchTours?SearchTerm=${digits}&PageSize=5&Page=${page}`, {
        token: op.token,
      });
      ids.push(...res.body.result.map((r: { id: number }) => r.id));
    }
    // each row once (other files' tours may match too): the exact tour only on page 1, none lost at a page's seam
    for (const id of [fixture.tour.id, ...mine.map((t) => t.id)]) expect(ids.filter((x) => x === id)).toHaveLength(1);
  });

  it("filters by start date and deleted state", async () => {
    const op = await createUser({ role: "Operator" });
    const start = fixture.session.startTime as unknown as string;
    const from = new Date(new Date(start).getTime() - 86_400_000).toISOString();
    const to = new Date(new Date(start).getTime() + 86_400_000).toISOString();
    const inRange = await api(
      "GET",
      `/api/Operator/SearchTours?SearchTerm=${fixture.tour.id}&FromDate=${from}&ToDate=${to}`,
      { token: op.token },
    );
    expect(inRange.body.result.map((r: { id: number }) => r.id)).toContain(fixture.tour.id);
    const later = await api("GET", `/api/Operator/SearchTours?SearchTerm=${fixture.tour.id}&FromDate=${to}`, {
      token: op.token,
    });
    expect(later.body.result.map((r: { id: number }) => r.id)).not.toContain(fixture.tour.id);
    const deleted = await api("GET", `/api/Operator/SearchTours?SearchTerm=${fixture.tour.id}&IsDeleted=true`, {
      token: op.token,
    });
    expect(deleted.body.result.map((r: { id: number }) => r.id)).not.toContain(fixture.tour.id);
  });

  it("refuses malformed filters with 400 and other roles with 403", async () => {
    const op = await createUser({ role: "Operator" });
    for (const q of ["FromDate=not-a-date", "IsDeleted=maybe", "Page=0"]) {
      const res = await api("GET", `/api/Operator/SearchTours?${q}`, { token: op.token });
      expect(res.status, q).toBe(400);
      expect(res.body.errors.join(" ")).toMatch(/[\u0600-\u06FF]/);
    }
    for (const role of ["Leader", "Affiliate", "Accountant"] as const) {
      const who = await createUser({ role });
      expect((await api("GET", "/api/Operator/SearchTours", { token: who.token })).status).toBe(403);
    }
  });
});

describe("operator user detail shows the leader's sales", () => {
  it("lists the paid reservation among the recent sales", async () => {
    const op = await createUser({ role: "Operator" });
    const res = await api("GET", `/api/Operator/user/${fixture.tour.leaderId}`, { token: op.token });
    expect(res.body.leaderDetail.recentSales).toEqual([
      expect.objectContaining({
        trackingId: paid.trackingId,
        tourId: fixture.tour.id,
        passengers: 2,
        amount: paid.amount,
        asSeller: false,
      }),
    ]);
  });
});

describe("DELETE /api/operator/usercomments/{commentId}", () => {
  it("hides the comment from the public list, audited; 404 unknown; 403 other roles", async () => {
    const op = await createUser({ role: "Operator" });
    const posted = await api("POST", `/api/Tours/${fixture.tour.id}/comment`, {
      body: { fullName: "مسافر", text: "نظر نامناسب" },
    });
    expect(posted.status).toBe(200);
    const comment = await prisma.tourComment.findFirstOrThrow({
      where: { tourId: fixture.tour.id, text: "نظر نامناسب" },
    });
    for (const role of ["Leader", "Affiliate", "Accountant"] as const) {
      const who = await createUser({ role });
      expect((await api("DELETE", `/api/operator/usercomments/${comment.id}`, { token: who.token })).status).toBe(403);
    }
    expect((await prisma.tourComment.findUniqueOrThrow({ where: { id: comment.id } })).isDeleted).toBe(false);
    const res = await api("DELETE", `/api/operator/usercomments/${comment.id}`, { token: op.token });
    expect(res.status).toBe(200);
    expect((await prisma.tourComment.findUniqueOrThrow({ where: { id: comment.id } })).isDeleted).toBe(true);
    const list = await api("GET", `/api/Tours/${fixture.tour.id}/comments?PageSize=50`);
    expect(JSON.stringify(list.body)).not.toContain("نظر نامناسب");
    expect(await prisma.auditLog.count({ where: { action: "comment.hide", entityId: String(comment.id) } })).toBe(1);
    expect((await api("DELETE", "/api/operator/usercomments/2000000000", { token: op.token })).status).toBe(404);
    expect((await api("DELETE", "/api/operator/usercomments/abc", { token: op.token })).status).toBe(404);
  });
});

describe("a deleted leader's public pages", () => {
  it("answer 404 once an operator deletes the leader, and no one can reserve", async () => {
    const op = await createUser({ role: "Operator" });
    const other = await createSellingTour({ tourDiscounts: [], sessions: [sessionInput(15)] });
    expect((await getPublicTour(other.tour.id)).id).toBe(other.tour.id);
    expect((await api("DELETE", `/api/Operator/user/${other.tour.leaderId}`, { token: op.token })).status).toBe(200);
    await expect(getPublicTour(other.tour.id)).rejects.toMatchObject({ status: 404 });
    expect(await readPublicTourLive(other.tour.id)).toBeNull();
    const bus = other.session.vehicles[0];
    const res = await reserve(other.tour.id, other.session.id, {
      passengers: [passenger({ vehicleId: bus.id, seat: 1 })],
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(await prisma.reservation.count({ where: { tourId: other.tour.id } })).toBe(0);
  });
});
