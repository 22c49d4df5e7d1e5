// The reservation's read (read-sale.ts) and write (write-reservation.ts) statements: what they write is
// what the guards and the pricing decided, a refused sale leaves nothing behind, and the guards that
// moved into them (blacklist, a passenger already on the session, the wage terms) still hold.
import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { RESERVATION_MESSAGES as M } from "./messages";
import { priceReservation } from "./pricing";
import { readSale } from "./read-sale";
import { prismaRunner } from "@/lib/db/sql-runner";
import { HELD_STATUS } from "./statuses";
import { counterMismatches, createSellingTour, passenger, reserve, sessionInput } from "./testing/fixtures";

const plainSession = () => sessionInput(20, { capacity: 10, vehicles: [] });

async function heldNothing(tourId: number, sessionId: number, leaderId: number) {
  expect((await prisma.tourSession.findUniqueOrThrow({ where: { id: sessionId } })).bookedCount).toBe(0);
  expect(await prisma.reservation.count({ where: { tourId } })).toBe(0);
  expect(await prisma.bill.count({ where: { beneficiaryId: leaderId } })).toBe(0);
  expect(await counterMismatches(tourId)).toEqual([]);
}

describe("reservation statements", () => {
  it("writes the bill, its payment, the reservation and the passengers in the form's order with the priced figures", async () => {
    const { tour, session, leader } = await createSellingTour({
      sessions: [sessionInput(20, { capacity: 10, vehicles: [], childPrice: 1_800_000 })],
      tourDiscounts: [],
    });
    // The leader's own wage terms (one read with the rest) decide the commission.
    await prisma.leaderWageSetting.create({
      data: { leaderId: leader.user.id, percentWagePerPassenger: 7, maxAlowedWagePricePerPassenger: 150_000n },
    });
    const first = passenger({ ageGroup: "Adult", extraQuestionAnswer: "A+" });
    const second = passenger({ ageGroup: "Child", gender: "Male", extraQuestionAnswer: "O-" });
    const res = await reserve(tour.id, session.id, { passengers: [first, second], email: "buyer@example.com" });
    expect(res.status).toBe(200);

    const reservation = await prisma.reservation.findUniqueOrThrow({
      where: { trackingId: res.body.trackingId },
      include: { passengers: { orderBy: { id: "asc" } }, bill: { include: { payments: true } } },
    });
    const expected = priceReservation(
      { price: 2_500_000n, childPrice: 1_800_000n, infantPrice: null },
      [
        { ageGroup: "Adult", vehiclePrice: 0n, extras: [] },
        { ageGroup: "Child", vehiclePrice: 0n, extras: [] },
      ],
      null,
      null,
      { percent: 7n, cap: 150_000n },
    );
    expect(reservation).toMatchObject({
      sessionId: session.id,
      buyerMobile: first.mobile,
      buyerEmail: "buyer@example.com",
      status: HELD_STATUS.Online,
      paymentMethod: "Online",
      totalPrice: expected.totalPrice,
      amount: expected.amount,
      billId: res.body.billId,
    });
    expect(
      reservation.passengers.map((p) => [
        p.nationalId,
        p.ageGroup,
        p.extraQuestionAnswer,
        p.paid,
        p.commission,
        p.status,
      ]),
    ).toEqual([
      [
        first.nationalId,
        "Adult",
        "A+",
        expected.passengers[0].paid,
        expected.passengers[0].commission,
        HELD_STATUS.Online,
      ],
      [
        second.nationalId,
        "Child",
        "O-",
        expected.passengers[1].paid,
        expected.passengers[1].commission,
        HELD_STATUS.Online,
      ],
    ]);
    expect(expected.passengers[0].commission).toBe(150_000n); // 7 % of 2,500,000 capped
    expect(reservation.bill).toMatchObject({
      purpose: "TourReservation",
      amount: expected.amount,
      method: "Online",
      status: "Pending",
      payerMobile: first.mobile,
      beneficiaryId: tour.leaderId,
      reference: res.body.trackingId,
    });
    expect(reservation.bill!.id).toMatch(/^c[0-9a-z]{24}$/);
    expect(reservation.bill!.payments).toHaveLength(1);
    expect(reservation.bill!.payments[0]).toMatchObject({
      amount: expected.amount,
      status: "Pending",
      paymentToken: res.body.paymentToken,
    });
    expect(new Date(res.body.expiresAt).getTime()).toBe(reservation.bill!.expiresAt.getTime());
    expect((await prisma.tourSession.findUniqueOrThrow({ where: { id: session.id } })).bookedCount).toBe(2);
    expect(await counterMismatches(tour.id)).toEqual([]);
  });

  it("refuses a passenger on the leader's blacklist (409) and holds nothing", async () => {
    const { tour, session, leader } = await createSellingTour({ sessions: [plainSession()], tourDiscounts: [] });
    const listed = passenger();
    await prisma.passengerBlacklist.create({ data: { leaderId: leader.user.id, nationalId: listed.nationalId } });
    const res = await reserve(tour.id, session.id, { passengers: [passenger(), listed] });
    expect(res.status).toBe(409);
    expect(res.body.codes).toEqual(["passenger_blacklisted"]);
    expect(res.body.errors).toEqual([M.blacklisted]);
    await heldNothing(tour.id, session.id, leader.user.id);
    // Another leader's blacklist does not count.
    const other = await createSellingTour({ sessions: [plainSession()], tourDiscounts: [] });
    expect((await reserve(other.tour.id, other.session.id, { passengers: [listed] })).status).toBe(200);
  });

  it("refuses a passenger already registered on the session (409, the unique key's answer) and writes nothing of the second sale", async () => {
    const { tour, session, leader } = await createSellingTour({
      sessions: [plainSession(), sessionInput(25, { capacity: 10, vehicles: [] })],
      tourDiscounts: [],
    });
    const traveller = passenger();
    expect((await reserve(tour.id, session.id, { passengers: [traveller] })).status).toBe(200);
    const bills = await prisma.bill.count({ where: { beneficiaryId: leader.user.id } });
    const again = await reserve(tour.id, session.id, {
      passengers: [passenger(), { ...traveller, mobile: passenger().mobile }],
    });
    expect(again.status).toBe(409);
    expect(again.body.codes).toEqual(["already_registered"]);
    expect(again.body.errors).toEqual([M.alreadyRegistered]);
    expect((await prisma.tourSession.findUniqueOrThrow({ where: { id: session.id } })).bookedCount).toBe(1);
    expect(await prisma.bill.count({ where: { beneficiaryId: leader.user.id } })).toBe(bills);
    expect(await counterMismatches(tour.id)).toEqual([]);
    // The same person may buy another session of the tour.
    expect((await reserve(tour.id, tour.sessions[1].id, { passengers: [traveller] })).status).toBe(200);
  });

  it(
    "takes the place in the writing statement: 200 concurrent buyers of a session without vehicles, 10 places, exactly 10 sold",
    { timeout: 60_000 },
    async () => {
      const { tour, session, leader } = await createSellingTour({ sessions: [plainSession()], tourDiscounts: [] });
      const answers = await Promise.all(
        Array.from({ length: 200 }, () => reserve(tour.id, session.id, { passengers: [passenger()] })),
      );
      expect(answers.filter((a) => a.status >= 500)).toEqual([]);
      const ok = answers.filter((a) => a.status === 200);
      expect(ok).toHaveLength(10);
      for (const refused of answers.filter((a) => a.status !== 200)) {
        expect(refused.status).toBe(409);
        expect(refused.body.errors).toEqual([M.sessionFull]);
      }
      expect((await prisma.tourSession.findUniqueOrThrow({ where: { id: session.id } })).bookedCount).toBe(10);
      expect(await prisma.reservation.count({ where: { tourId: tour.id } })).toBe(10);
      expect(await prisma.bill.count({ where: { beneficiaryId: leader.user.id } })).toBe(10);
      expect(await prisma.payment.count({ where: { bill: { beneficiaryId: leader.user.id } } })).toBe(10);
      expect(await counterMismatches(tour.id)).toEqual([]);
    },
  );

  it("answers a closed registration (422) and an unknown session (404) from the writing statement's refusal, writing nothing", async () => {
    const { tour, session, leader } = await createSellingTour({ sessions: [plainSession()], tourDiscounts: [] });
    await prisma.tourSession.update({
      where: { id: session.id },
      data: { registrationEndTime: new Date(Date.now() - 60_000) },
    });
    const closed = await reserve(tour.id, session.id, { passengers: [passenger()] });
    expect(closed.status).toBe(422);
    expect(closed.body.codes).toEqual(["registration_closed"]);
    await heldNothing(tour.id, session.id, leader.user.id);
    const unknown = await reserve(tour.id, 2_000_000_000, { passengers: [passenger()] });
    expect(unknown.status).toBe(404);
  });

  it("reads the sale's terms in one statement: none for a draft or unknown tour, a taken tracking id, the session's vehicles and the items", async () => {
    const { tour, session, leader } = await createSellingTour({ tourDiscounts: [] });
    const sold = await reserve(tour.id, session.id, {
      passengers: [passenger({ vehicleId: session.vehicles[0].id, seat: 3 })],
    });
    expect(sold.status).toBe(200);
    await prisma.vehicleClosedSeat.create({ data: { vehicleId: session.vehicles[0].id, seatNumber: 9 } });
    const sale = await prisma.$transaction((tx) =>
      readSale(prismaRunner(tx), {
        tourId: tour.id,
        sessionId: session.id,
        nationalIds: ["0000000000"],
        trackingId: sold.body.trackingId,
      }),
    );
    expect(sale).toMatchObject({
      tour: { id: tour.id, leaderId: leader.user.id, status: "Enabled" },
      blacklisted: false,
      trackingIdTaken: true,
    });
    expect(sale!.session).toMatchObject({
      id: session.id,
      price: 2_500_000n,
      childPrice: 1_800_000n,
      infantPrice: null,
    });
    expect(sale!.session!.vehicles).toEqual([
      {
        id: session.vehicles[0].id,
        vehicleType: "Bus44",
        busPassengersCanChooseTheirSeat: true,
        price: 0n,
        closedSeats: [{ seatNumber: 9 }],
      },
    ]);
    expect(sale!.items).toEqual([{ id: tour.extraItems[0].id, title: "اجاره کیسه خواب", price: 300_000n }]);
    const otherSession = await prisma.$transaction((tx) =>
      readSale(prismaRunner(tx), { tourId: tour.id, sessionId: 2_000_000_000, nationalIds: [], trackingId: "NONE" }),
    );
    expect(otherSession).toMatchObject({ session: null, trackingIdTaken: false });
    await prisma.tour.update({ where: { id: tour.id }, data: { isDraft: true } });
    expect(
      await prisma.$transaction((tx) =>
        readSale(prismaRunner(tx), { tourId: tour.id, sessionId: session.id, nationalIds: [], trackingId: "NONE" }),
      ),
    ).toBeNull();
  });
});
