// The tour report's answer, written by PostgreSQL and passed through (answer-tour-passengers.ts), against the same
// report built the former way in this file: Prisma's nested reads mapped to the contract's rows and written by
// jsonResponse. The bytes must be equal for every passenger state — online with extra items, several on a ticket,
// offline and offline with commission, cancelled after payment, checked in, in installments (owing, overdue, paid
// off), sold by an affiliate with and without a brand, text JSON must escape, a registration on a whole second,
// an unpaid hold, a deleted offline entry — for the whole tour and for each session.
import { beforeAll, describe, expect, it } from "vitest";
import { issueOtp } from "@/lib/accounts/testing/fixtures";
import { prisma } from "@/lib/db/client";
import { jsonResponse } from "@/lib/http/route";
import { OFFLINE_METHODS } from "@/lib/passengers/find-tour-passenger";
import { fundWallet } from "@/lib/payments/testing/fixtures";
import { createSellingTour, passenger, reserve, sessionInput } from "@/lib/reservations/testing/fixtures";
import { STATUS_TITLES } from "@/lib/reservations/statuses";
import { api } from "@/tests/helpers/api";
import { createUser } from "@/tests/helpers/factories";
import { answerTourPassengers } from "./answer-tour-passengers";
import { findReportTour } from "./find-report-tour";
import { listTourPassengers } from "./list-tour-passengers";
import { offlineBody, paidSale } from "./testing/fixtures";
import { PAYMENT_METHOD_TITLES } from "./payment-method-titles";

type Fixture = Awaited<ReturnType<typeof createSellingTour>>;
let fx: Fixture;

/** The report as it was built before issue 33's change: Prisma's relations, mapped in JavaScript. */
async function formerReport(leaderId: number, tourId: number, sessionId?: number) {
  const head = await findReportTour(leaderId, tourId, sessionId);
  const now = new Date();
  const rows = await prisma.passenger.findMany({
    where: {
      sessionId: { in: head.sessions.map((s) => s.id) },
      reservation: { tourId },
      OR: [{ activeNationalKey: { not: null } }, { status: "Cancelled", refundId: { not: null } }],
    },
    orderBy: [{ sessionId: "asc" }, { vehicleId: "asc" }, { seatNumber: "asc" }, { id: "asc" }],
    include: {
      reservation: { include: { seller: true, installments: true } },
      extraItems: { orderBy: { id: "asc" } },
      checkIn: { include: { boardedBy: true } },
    },
  });
  return {
    ...head,
    sessions: head.sessions.map((s) => ({
      ...s,
      passengers: rows
        .filter((p) => p.sessionId === s.id)
        .map((p) => {
          const r = p.reservation;
          const due = r.installments.filter((i) => i.status === "Due");
          return {
            id: p.id,
            reservationId: r.id,
            trackingId: r.trackingId,
            firstName: p.firstName,
            lastName: p.lastName,
            fullName: `${p.firstName} ${p.lastName}`,
            nationalId: p.nationalId,
            mobile: p.mobile,
            gender: p.gender,
            ageGroup: p.ageGroup,
            email: p.email,
            phone: p.phone,
            description: p.description,
            extraQuestionAnswer: p.extraQuestionAnswer,
            vehicleId: p.vehicleId,
            seatNumber: p.seatNumber,
            extraItems: p.extraItems.map((x) => ({ extraItemId: x.extraItemId, title: x.title, count: x.number })),
            sellerId: r.sellerId,
            sellerName: r.seller ? r.seller.brand || `${r.seller.firstName} ${r.seller.lastName}` : null,
            paymentMethod: r.paymentMethod,
            paymentMethodTitle: PAYMENT_METHOD_TITLES[r.paymentMethod],
            isOffline: (OFFLINE_METHODS as readonly string[]).includes(r.paymentMethod),
            status: p.status,
            statusTitle: STATUS_TITLES[p.status],
            paid: p.paid,
            createdAt: p.createdAt,
            boardedAt: p.checkIn?.boardedAt ?? null,
            boardedByName: p.checkIn ? `${p.checkIn.boardedBy.firstName} ${p.checkIn.boardedBy.lastName}` : null,
            installments: r.installments.length
              ? {
                  outstanding: due.reduce((sum, i) => sum + i.amount, 0n),
                  overdue: due.some((i) => i.dueAt < now),
                }
              : null,
          };
        }),
    })),
  };
}

const sell = (seats: number[], extra: Record<string, unknown> = {}, session = fx.session) =>
  paidSale(fx, seats, extra, session);

const addOffline = async (overrides: Record<string, unknown>) => {
  const res = await api("POST", `/api/tour/${fx.tour.id}/passengers/offline`, {
    token: fx.leader.token,
    body: offlineBody(fx.session, overrides),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { id: number };
};

beforeAll(async () => {
  fx = await createSellingTour({
    tourDiscounts: [],
    refundRules: [],
    sessions: [
      sessionInput(20, { capacity: 30 }),
      sessionInput(27, { capacity: 10 }),
      sessionInput(34, { capacity: 5 }),
    ],
  });
  const day = 86_400_000;
  const item = fx.tour.extraItems[0];
  await sell([1], { extraItems: [{ id: item.id, number: 2 }], extraQuestionAnswer: "A+" });
  const family = await sell([2, 3, 4]);
  // Cancelled after payment (a refund row): it stays, marked.
  const cancelled = await api("POST", "/api/tour/passengers/refund", {
    body: {
      trackingId: family.trackingId,
      mobile: family.passengers[0].mobile,
      passengerIds: [family.passengers[0].id],
      penaltyPercent: 0,
      otpCode: await issueOtp(family.passengers[0].mobile),
    },
  });
  expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
  // Installments: one ticket owing with one past due, one paid off.
  const owing = await sell([5]);
  const paidOff = await sell([6]);
  await prisma.reservationInstallment.createMany({
    data: [
      {
        reservationId: owing.passengers[0].reservationId,
        sequence: 0,
        amount: 800_000n,
        dueAt: new Date(),
        status: "Paid",
      },
      {
        reservationId: owing.passengers[0].reservationId,
        sequence: 1,
        amount: 600_000n,
        dueAt: new Date(Date.now() - day),
      },
      {
        reservationId: owing.passengers[0].reservationId,
        sequence: 2,
        amount: 600_001n,
        dueAt: new Date(Date.now() + day),
      },
      {
        reservationId: paidOff.passengers[0].reservationId,
        sequence: 0,
        amount: 900_000n,
        dueAt: new Date(),
        status: "Paid",
      },
    ],
  });
  // Checked in by the leader, at a whole second (JSON's date keeps its .000).
  await prisma.checkIn.create({
    data: {
      passengerId: family.passengers[1].id,
      sessionId: fx.session.id,
      boardedAt: new Date("2026-03-20T08:30:00.000Z"),
      boardedById: fx.leader.user.id,
    },
  });
  await prisma.passenger.update({
    where: { id: family.passengers[2].id },
    data: { createdAt: new Date("2026-03-20T08:30:00.000Z") },
  });
  // Sold by affiliates, one with a brand, one without.
  const branded = await createUser({ role: "Affiliate" });
  await prisma.user.update({ where: { id: branded.user.id }, data: { brand: "سفرهای «کوهستان»" } });
  const plain = await createUser({ role: "Affiliate" });
  const bySeller = await sell([7]);
  const byPlain = await sell([8]);
  await prisma.reservation.update({
    where: { id: bySeller.passengers[0].reservationId },
    data: { sellerId: branded.user.id },
  });
  await prisma.reservation.update({
    where: { id: byPlain.passengers[0].reservationId },
    data: { sellerId: plain.user.id },
  });
  // Text that JSON must escape: quotes, a backslash, line breaks, a tab, a line separator, an emoji.
  await prisma.passenger.update({
    where: { id: bySeller.passengers[0].id },
    data: {
      description: 'گفت: "سلام" \\ C:\\path\n\tدوم\r \u2028 😀 </script>',
      email: "a@b.ir",
      phone: "02188776655",
    },
  });
  // Offline entries: one kept, one with the platform's commission (from the wallet), one deleted (left out).
  await addOffline({ seat: 9, extraItems: [{ extraItemId: item.id, count: 1 }] });
  await fundWallet(fx.leader.user.id, 10_000_000n);
  await addOffline({ seat: 10, paymentMethod: "OfflinePlusCommission" });
  const gone = await addOffline({ seat: 11 });
  const deleted = await api("DELETE", `/api/tour/${fx.tour.id}/passengers/offline/${gone.id}`, {
    token: fx.leader.token,
  });
  expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
  // An unpaid hold (shown as waiting for payment) and a sale in the second session; the third has none.
  const hold = await reserve(fx.tour.id, fx.session.id, {
    passengers: [passenger({ vehicleId: fx.session.vehicles[0].id, seat: 12 })],
  });
  expect(hold.status, JSON.stringify(hold.body)).toBe(200);
  await sell([1], {}, fx.tour.sessions[1]);
}, 120_000);

describe("GET /api/tour/{tourId}/passengers written by PostgreSQL", () => {
  it("answers the very bytes the former objects did, for the whole tour and for each session", async () => {
    const leaderId = fx.leader.user.id;
    for (const sessionId of [undefined, ...fx.tour.sessions.map((s) => s.id)]) {
      const expected = await jsonResponse(await formerReport(leaderId, fx.tour.id, sessionId)).text();
      const answered = await (await answerTourPassengers(leaderId, fx.tour.id, sessionId)).text();
      expect(answered, `session ${sessionId ?? "all"}`).toBe(expected);
      // The object form (print page, Excel export) reads the same text.
      expect(await jsonResponse(await listTourPassengers(leaderId, fx.tour.id, sessionId)).text()).toBe(expected);
    }
  });

  it("holds every state the report shows, through the route and its contract", async () => {
    const res = await api("GET", `/api/tour/${fx.tour.id}/passengers`, { token: fx.leader.token });
    expect(res.status).toBe(200);
    const [first, second, third] = res.body.sessions;
    type Row = Record<string, unknown> & { installments: unknown; status: string; paymentMethod: string };
    const rows: Row[] = first.passengers;
    expect(rows.some((p) => p.status === "Cancelled")).toBe(true);
    expect(rows.some((p) => p.status === "Reserved")).toBe(true);
    expect(rows.some((p) => p.boardedAt === "2026-03-20T08:30:00.000Z" && p.boardedByName)).toBe(true);
    expect(rows.some((p) => p.createdAt === "2026-03-20T08:30:00.000Z")).toBe(true);
    expect(rows.map((p) => p.installments)).toEqual(
      expect.arrayContaining([{ outstanding: 1_200_001, overdue: true }, { outstanding: 0, overdue: false }, null]),
    );
    expect(rows.map((p) => p.sellerName)).toEqual(expect.arrayContaining(["سفرهای «کوهستان»", null]));
    expect(
      rows.some((p) => typeof p.description === "string" && p.description.includes('"سلام" \\ C:\\path\n\t')),
    ).toBe(true);
    expect(rows.some((p) => p.paymentMethod === "Offline" && p.isOffline === true)).toBe(true);
    expect(rows.some((p) => p.paymentMethod === "OfflinePlusCommission" && p.isOffline === true)).toBe(true);
    expect(rows.some((p) => (p.extraItems as unknown[]).length > 0)).toBe(true);
    expect(rows.map((p) => p.seatNumber)).not.toContain(11);
    expect(second.passengers).toHaveLength(1);
    expect(third.passengers).toEqual([]);
    const one = await api("GET", `/api/tour/${fx.tour.id}/passengers?sessionId=${second.id}`, {
      token: fx.leader.token,
    });
    expect(one.body.sessions.map((s: { id: number }) => s.id)).toEqual([second.id]);
  });

  it("answers 404 for another leader's tour or a session of another tour, as before", async () => {
    const other = await createUser();
    const stranger = await api("GET", `/api/tour/${fx.tour.id}/passengers`, { token: other.token });
    expect(stranger.status).toBe(404);
    expect(stranger.body.errors[0]).toMatch(/[\u0600-\u06FF]/);
    const theirs = await createSellingTour({ tourDiscounts: [] }, other);
    const foreign = await api("GET", `/api/tour/${fx.tour.id}/passengers?sessionId=${theirs.session.id}`, {
      token: fx.leader.token,
    });
    expect(foreign.status).toBe(404);
  });
});
