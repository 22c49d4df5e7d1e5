// Issue 4's capacity guarantees, against the real PostgreSQL: 200 buyers at a session with 10
// places left, and 200 buyers at one seat. Exactly the places left succeed; every other answer is
// a 409 with a Persian message; nothing is half written.
import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { RESERVATION_MESSAGES as M } from "./messages";
import { counterMismatches, createSellingTour, passenger, reserve, sessionInput } from "./testing/fixtures";

const BUYERS = 200;

describe("concurrent reservations", () => {
  it("sells exactly the 10 places left to 200 concurrent buyers", { timeout: 60_000 }, async () => {
    const { tour, session } = await createSellingTour({
      sessions: [
        sessionInput(20, {
          capacity: 10,
          vehicles: [{ vehicleType: "TouristBus", busPassengersCanChooseTheirSeat: false, price: 0 }],
        }),
      ],
      tourDiscounts: [],
    });
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: BUYERS }, () => reserve(tour.id, session.id, { passengers: [passenger()] })),
    );
    const elapsed = Date.now() - started;

    const ok = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status === 409);
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    expect(ok).toHaveLength(10);
    expect(refused).toHaveLength(BUYERS - 10);
    for (const r of refused) expect(r.body.errors).toEqual([M.sessionFull]);

    const after = await prisma.tourSession.findUniqueOrThrow({ where: { id: session.id } });
    expect(after.bookedCount).toBe(after.capacity);
    expect(await prisma.passenger.count({ where: { sessionId: session.id, activeNationalKey: { not: null } } })).toBe(
      10,
    );
    expect(await prisma.reservation.count({ where: { tourId: tour.id } })).toBe(10);
    expect(
      await prisma.bill.count({ where: { purpose: "TourReservation", id: { in: ok.map((a) => a.body.billId) } } }),
    ).toBe(10);
    // No bill of this tour's leader without a reservation, no reservation without passengers.
    expect(await prisma.bill.count({ where: { beneficiaryId: tour.leaderId, reservation: null } })).toBe(0);
    expect(await counterMismatches(tour.id)).toEqual([]);
    console.info(`[bench] ${BUYERS} concurrent reservations for 10 places: ${elapsed} ms`);
  });

  it("gives one contested seat to exactly one of 200 concurrent buyers", { timeout: 60_000 }, async () => {
    const { tour, session } = await createSellingTour({ tourDiscounts: [] });
    const bus = session.vehicles[0];
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: BUYERS }, () =>
        reserve(tour.id, session.id, { passengers: [passenger({ vehicleId: bus.id, seat: 7 })] }),
      ),
    );
    const elapsed = Date.now() - started;
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.status === 409);
    expect(refused).toHaveLength(BUYERS - 1);
    for (const r of refused) expect(r.body.errors).toEqual([M.seatTaken]);

    expect(await prisma.seatBooking.count({ where: { vehicleId: bus.id } })).toBe(1);
    expect((await prisma.vehicle.findUniqueOrThrow({ where: { id: bus.id } })).bookedCount).toBe(1);
    expect((await prisma.tourSession.findUniqueOrThrow({ where: { id: session.id } })).bookedCount).toBe(1);
    expect(await prisma.reservation.count({ where: { tourId: tour.id } })).toBe(1);
    expect(await counterMismatches(tour.id)).toEqual([]);
    console.info(`[bench] ${BUYERS} concurrent buyers of one seat: ${elapsed} ms`);
  });
});
