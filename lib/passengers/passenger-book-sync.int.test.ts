// The passenger book table (PassengerBookEntry) stays equal to the tickets: after online payments,
// cancellations with a refund and the leader's settlement, offline add / edit / delete (by id and by
// seat), online passenger edits, an affiliate's sales, a cancelled tour, a change made in plain SQL, and
// concurrent writes of one traveller on several tours. The check (passengerBookMismatches) compares the
// table with the book aggregated from the tickets, so a path that bypassed the table would fail it.
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { actOnSandbox, startSandboxPayment } from "@/lib/payments/testing/fixtures";
import {
  createSellingTour,
  passenger,
  reserve,
  sessionInput,
  validNationalId,
} from "@/lib/reservations/testing/fixtures";
import { referenceIds } from "@/lib/tours/testing/tour-fixtures";
import { api } from "@/tests/helpers/api";
import { createUser, uniqueMobile } from "@/tests/helpers/factories";
import { bookFromTickets, bookTable, passengerBookMismatches } from "./testing/book-mismatches";
import { issueOtp } from "@/lib/accounts/testing/fixtures";

type Fixture = Awaited<ReturnType<typeof createSellingTour>>;
let leader: Awaited<ReturnType<typeof createUser>>;
let affiliate: Awaited<ReturnType<typeof createUser>>;
let fx: Fixture;

const traveller = { nationalId: validNationalId(), mobile: uniqueMobile() };

async function payOnline(
  fixture: Fixture,
  sessionIndex: number,
  people: Record<string, unknown>[],
  extra: Record<string, unknown> = {},
) {
  const session = fixture.tour.sessions[sessionIndex];
  const res = await reserve(fixture.tour.id, session.id, {
    passengers: people.map((p, i) => passenger({ vehicleId: session.vehicles[0].id, seat: 40 - i, ...p })),
    ...extra,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { billId: string; trackingId: string };
}

async function pay(billId: string) {
  const { authority } = await startSandboxPayment(billId);
  await api("GET", await actOnSandbox(authority, "pay"));
}

const offline = (sessionId: number, body: Record<string, unknown>, fixture = fx, token = leader.token) =>
  api("POST", `/api/tour/${fixture.tour.id}/passengers/offline`, {
    token,
    body: { name: "نسرین", lastName: "بهاری", gender: "Female", sessionId, ...body },
  });

/** The caller's book row of a national id, through the search call. */
async function bookRow(nationalId: string, token = leader.token) {
  const res = await api("GET", `/api/user/passenger/search?Resource.SearchOnNameNationalIdMobile=${nationalId}`, {
    token,
  });
  expect(res.status).toBe(200);
  return res.body.result[0] as { tripCount: number; fullName: string; mobile: string } | undefined;
}

const agrees = async () => expect(await passengerBookMismatches([leader.user.id, affiliate.user.id])).toEqual([]);

beforeAll(async () => {
  leader = await createUser();
  affiliate = await createUser({ role: "Affiliate" });
  fx = await createSellingTour(
    {
      tourDiscounts: [],
      refundRules: [],
      affiliatesCanSellThisTour: true,
      shareFromSalesToAffiliates: 10,
      shareIsInPercent: true,
      sessions: [sessionInput(20), sessionInput(30), sessionInput(40)],
    },
    leader,
  );
  await prisma.affiliateLeader.create({ data: { affiliateId: affiliate.user.id, leaderId: leader.user.id } });
});

describe("the passenger book table follows the tickets", () => {
  it("after payments, offline add / edit / delete, online edits, cancellations with refunds and the settlement", async () => {
    // An unpaid hold is not a trip; paying makes it one.
    const held = await payOnline(fx, 0, [{ ...traveller, firstName: "مینا" }]);
    expect(await bookRow(traveller.nationalId)).toBeUndefined();
    await agrees();
    await pay(held.billId);
    expect(await bookRow(traveller.nationalId)).toMatchObject({
      tripCount: 1,
      fullName: "مینا احمدی",
      mobile: traveller.mobile,
    });
    await agrees();

    // An offline passenger on another session: a second trip, the latest name and mobile win.
    const newMobile = uniqueMobile();
    const added = await offline(fx.tour.sessions[1].id, {
      nationalId: traveller.nationalId,
      mobile: newMobile,
      vehicleId: fx.tour.sessions[1].vehicles[0].id,
      seat: 5,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(await bookRow(traveller.nationalId)).toMatchObject({
      tripCount: 2,
      fullName: "نسرین بهاری",
      mobile: newMobile,
    });
    await agrees();

    // Editing the offline passenger's national id moves that trip to the new id.
    const otherId = validNationalId();
    const edit = await api("PUT", `/api/tour/${fx.tour.id}/passengers/offline/${added.body.id}`, {
      token: leader.token,
      body: {
        name: "سحر",
        lastName: "بهاری",
        gender: "Female",
        sessionId: fx.tour.sessions[1].id,
        nationalId: otherId,
        mobile: newMobile,
        vehicleId: fx.tour.sessions[1].vehicles[0].id,
        seat: 5,
      },
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect(await bookRow(traveller.nationalId)).toMatchObject({
      tripCount: 1,
      fullName: "مینا احمدی",
      mobile: traveller.mobile,
    });
    expect(await bookRow(otherId)).toMatchObject({ tripCount: 1, fullName: "سحر بهاری" });
    await agrees();

    // Deleting it (by vehicle and seat) removes the trip; the row is no longer shown.
    const del = await api(
      "DELETE",
      `/api/tour/${fx.tour.id}/vehicle/${fx.tour.sessions[1].vehicles[0].id}/passengers/offline/seat/5`,
      { token: leader.token },
    );
    expect(del.status, JSON.stringify(del.body)).toBe(200);
    expect(await bookRow(otherId)).toBeUndefined();
    await agrees();

    // A second offline entry deleted by id.
    const again = await offline(fx.tour.sessions[2].id, {
      nationalId: traveller.nationalId,
      mobile: traveller.mobile,
      vehicleId: fx.tour.sessions[2].vehicles[0].id,
      seat: 7,
    });
    expect(again.status).toBe(200);
    expect((await bookRow(traveller.nationalId))?.tripCount).toBe(2);
    expect(
      (await api("DELETE", `/api/tour/${fx.tour.id}/passengers/offline/${again.body.id}`, { token: leader.token }))
        .status,
    ).toBe(200);
    expect((await bookRow(traveller.nationalId))?.tripCount).toBe(1);
    await agrees();

    // The leader corrects the online passenger's name and national id.
    const ticket = await prisma.passenger.findFirstOrThrow({ where: { reservation: { trackingId: held.trackingId } } });
    const corrected = validNationalId();
    const online = await api("PUT", `/api/tour/${fx.tour.id}/passenger/${ticket.id}`, {
      token: leader.token,
      body: {
        firstName: "مینو",
        lastName: "احمدی",
        mobile: traveller.mobile,
        nationalId: corrected,
        vehicleId: ticket.vehicleId,
        seatNumber: ticket.seatNumber,
      },
    });
    expect(online.status, JSON.stringify(online.body)).toBe(200);
    expect(await bookRow(traveller.nationalId)).toBeUndefined();
    expect(await bookRow(corrected)).toMatchObject({ tripCount: 1, fullName: "مینو احمدی" });
    await agrees();

    // The buyer cancels with a refund; the leader settles the refund outside the platform.
    const cancel = await api("POST", "/api/tour/passengers/refund", {
      body: {
        trackingId: held.trackingId,
        mobile: traveller.mobile,
        passengerIds: [ticket.id],
        penaltyPercent: 0,
        otpCode: await issueOtp(traveller.mobile),
      },
    });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    expect(await bookRow(corrected)).toBeUndefined();
    await agrees();
    const refund = await prisma.refund.findFirstOrThrow({ where: { reservation: { trackingId: held.trackingId } } });
    expect(
      (
        await api("PUT", `/api/refunds/${fx.tour.id}/refund/${refund.id}`, {
          token: leader.token,
          body: { refNum: "BANK-1" },
        })
      ).status,
    ).toBe(200);
    await agrees();
  });

  it("keeps an affiliate's book of their sales, and empties both books when the leader cancels the tour", async () => {
    const own = await createSellingTour(
      {
        tourDiscounts: [],
        refundRules: [],
        affiliatesCanSellThisTour: true,
        shareFromSalesToAffiliates: 10,
        shareIsInPercent: true,
      },
      leader,
    );
    const buyer = { nationalId: validNationalId(), mobile: uniqueMobile() };
    const sale = await payOnline(own, 0, [buyer], { sellerId: affiliate.user.id });
    await pay(sale.billId);
    expect(await bookRow(buyer.nationalId, affiliate.token)).toMatchObject({ tripCount: 1 });
    expect(await bookRow(buyer.nationalId)).toMatchObject({ tripCount: 1 });
    await agrees();

    const { reasonId } = await referenceIds();
    expect(
      (await api("POST", `/api/Tour/${own.tour.id}/cancel`, { token: leader.token, body: { reason: reasonId } }))
        .status,
    ).toBe(200);
    expect(await bookRow(buyer.nationalId, affiliate.token)).toBeUndefined();
    expect(await bookRow(buyer.nationalId)).toBeUndefined();
    await agrees();
  });

  it("follows a change made in plain SQL (no service code), and the check fails when the table is wrong", async () => {
    const nationalId = validNationalId();
    const res = await offline(fx.tour.sessions[2].id, {
      nationalId,
      mobile: uniqueMobile(),
      vehicleId: fx.tour.sessions[2].vehicles[0].id,
      seat: 20,
    });
    expect(res.status).toBe(200);
    await prisma.$executeRaw`UPDATE "Passenger" SET "firstName" = 'ژاله' WHERE id = ${res.body.id}`;
    expect((await bookRow(nationalId))?.fullName).toBe("ژاله بهاری");
    await prisma.$executeRaw`UPDATE "Passenger" SET status = 'Cancelled', "activeNationalKey" = NULL WHERE id = ${res.body.id}`;
    expect(await bookRow(nationalId)).toBeUndefined();
    await agrees();

    // The check is not vacuous: a wrong trip count and a missing row are reported.
    const keeper = validNationalId();
    expect(
      (
        await offline(fx.tour.sessions[2].id, {
          nationalId: keeper,
          mobile: uniqueMobile(),
          vehicleId: fx.tour.sessions[2].vehicles[0].id,
          seat: 21,
        })
      ).status,
    ).toBe(200);
    const row = { nationalId: keeper };
    await prisma.$executeRaw`UPDATE "PassengerBookEntry" SET "tripCount" = "tripCount" + 1 WHERE "ownerId" = ${leader.user.id} AND "nationalId" = ${row.nationalId}`;
    expect(await passengerBookMismatches([leader.user.id])).toEqual([
      expect.stringContaining(`${leader.user.id}/leader/${row.nationalId}: book`),
    ]);
    await prisma.$executeRaw`SELECT "passenger_book_refresh"(${leader.user.id}, false, ${row.nationalId})`;
    await agrees();
    await prisma.$executeRaw`UPDATE "PassengerBookEntry" SET "tripCount" = 0 WHERE "ownerId" = ${leader.user.id} AND "nationalId" = ${row.nationalId}`;
    expect(await passengerBookMismatches([leader.user.id])).toEqual([expect.stringContaining("missing from the book")]);
    await prisma.$executeRaw`SELECT "passenger_book_refresh"(${leader.user.id}, false, ${row.nationalId})`;
    await agrees();
  });

  it("counts every trip when one traveller is entered on several tours at once", async () => {
    const tours = await Promise.all(
      Array.from({ length: 6 }, () => createSellingTour({ tourDiscounts: [], refundRules: [] }, leader)),
    );
    const nationalId = validNationalId();
    const results = await Promise.all(
      tours.map((t, i) =>
        offline(
          t.session.id,
          { nationalId, mobile: uniqueMobile(), name: `نام${i}`, vehicleId: t.session.vehicles[0].id, seat: 1 },
          t,
        ),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(tours.map(() => 200));
    expect((await bookRow(nationalId))?.tripCount).toBe(6);
    // ...and removed at once.
    const removed = await Promise.all(
      tours.map((t, i) =>
        api("DELETE", `/api/tour/${t.tour.id}/passengers/offline/${results[i].body.id}`, { token: leader.token }),
      ),
    );
    expect(removed.map((r) => r.status)).toEqual(tours.map(() => 200));
    expect(await bookRow(nationalId)).toBeUndefined();
    await agrees();
  });

  it("lets two travellers booked together on several tours at once, in either order, all through (no deadlock)", async () => {
    // Each commit refreshes the book rows of its tickets in ticket order: A then B here, B then A there.
    // Without a per-owner order the two commits lock each other's rows and PostgreSQL kills one (a 500).
    const tours = await Promise.all(
      Array.from({ length: 4 }, () =>
        createSellingTour(
          { tourDiscounts: [], refundRules: [], sessions: [sessionInput(20), sessionInput(30), sessionInput(40)] },
          leader,
        ),
      ),
    );
    const slots = tours.flatMap((t) => t.tour.sessions.map((session) => ({ t, session })));
    for (let round = 0; round < 4; round++) {
      const a = passenger({ firstName: "آرش" });
      const b = passenger({ firstName: "بهار" });
      const results = await Promise.all(
        slots.map(({ t, session }, i) =>
          reserve(t.tour.id, session.id, {
            passengers: (i % 2 ? [a, b] : [b, a]).map((p, k) => ({
              ...p,
              vehicleId: session.vehicles[0].id,
              seat: 1 + round * 2 + k,
            })),
          }),
        ),
      );
      expect(results.map((r) => r.status)).toEqual(slots.map(() => 200));
    }
    await agrees();
  });

  it("the migration's backfill (passenger_book_rebuild) builds the same book as the trigger kept", async () => {
    const sale = await payOnline(fx, 1, [{}, {}], { sellerId: affiliate.user.id });
    await pay(sale.billId);
    const kept = await bookTable([leader.user.id, affiliate.user.id]);
    expect(kept.filter((r) => r.bySeller).length).toBeGreaterThanOrEqual(2);
    const rebuilt = await prisma
      .$transaction(async (tx) => {
        await tx.$executeRaw`SELECT "passenger_book_rebuild"()`;
        const rows = await tx.passengerBookEntry.findMany({
          where: { ownerId: { in: [leader.user.id, affiliate.user.id] }, tripCount: { gt: 0 } },
        });
        throw Object.assign(new Error("rollback"), { rows });
      })
      .catch((e: { rows?: unknown[] }) => e.rows);
    const sort = <T extends { ownerId: number; bySeller: boolean; nationalId: string }>(rows: T[]) =>
      [...rows].sort((a, b) =>
        `${a.ownerId}/${a.bySeller}/${a.nationalId}`.localeCompare(`${b.ownerId}/${b.bySeller}/${b.nationalId}`),
      );
    expect(sort(rebuilt as typeof kept)).toEqual(sort(kept));
    expect((await bookFromTickets([leader.user.id, affiliate.user.id])).length).toBe(kept.length);
  });
});
