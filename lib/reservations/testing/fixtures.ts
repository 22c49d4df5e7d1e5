// Test data of the reservation area: published tours made through the tour API, valid national
// ids, passengers and reservation calls through the route wrapper.
import { prisma } from "@/lib/db/client";
import { sessionInput, tourPayload } from "@/lib/tours/testing/tour-fixtures";
import { api } from "@/tests/helpers/api";
import { createUser, uniqueMobile } from "@/tests/helpers/factories";

let nationalCounter = Math.floor(Math.random() * 7_000_000) + 1;

/** A national id with a valid check digit and a real city prefix (001–008, Tehran), unique within the worker. */
export function validNationalId(): string {
  nationalCounter = (nationalCounter % 7_999_999) + 1;
  const prefix = `00${1 + Math.floor(nationalCounter / 1_000_000)}`;
  const body = prefix + String(nationalCounter % 1_000_000).padStart(6, "0");
  const sum = [...body].reduce((s, d, i) => s + Number(d) * (10 - i), 0);
  const r = sum % 11;
  return body + String(r < 2 ? r : 11 - r);
}

export function passenger(overrides: Record<string, unknown> = {}) {
  return {
    firstName: "مریم",
    lastName: "احمدی",
    mobile: uniqueMobile(),
    nationalId: validNationalId(),
    ageGroup: "Adult",
    gender: "Female",
    extraQuestionAnswer: "O+",
    extraItems: [],
    ...overrides,
  };
}

export type Leader = Awaited<ReturnType<typeof createUser>>;

/** A tour a new affiliate may sell for a 10 % share (one session in 15 days, no vehicle, no discount), with that seller. */
export async function createAffiliateSellingTour() {
  const seller = await createUser({ role: "Affiliate" });
  const fixture = await createSellingTour({
    collabs: [seller.user.id],
    affiliatesCanSellThisTour: true,
    shareFromSalesToAffiliates: 10,
    shareIsInPercent: true,
    tourDiscounts: [],
    sessions: [sessionInput(15, { vehicles: [] })],
  });
  return { ...fixture, seller };
}

/** A published tour of a new (or given) leader; answers the tour with its sessions, vehicles, items and discounts. */
export async function createSellingTour(overrides: Record<string, unknown> = {}, leader?: Leader) {
  const owner = leader ?? (await createUser());
  const res = await api("POST", "/api/Tour", { token: owner.token, body: await tourPayload(overrides) });
  if (res.status !== 200) throw new Error(`tour not created: ${res.status} ${JSON.stringify(res.body)}`);
  const tour = await prisma.tour.findUniqueOrThrow({
    where: { id: res.body.id },
    include: {
      sessions: { include: { vehicles: true }, orderBy: { id: "asc" } },
      extraItems: true,
      discounts: true,
      refundRules: true,
    },
  });
  return { leader: owner, tour, session: tour.sessions[0] };
}

export { sessionInput };

export function reserve(tourId: number, sessionId: number, body: Record<string, unknown>, token?: string) {
  return api("POST", `/api/tour/${tourId}/reservation/session/${sessionId}`, {
    body: { paymentMethod: "Online", ...body },
    token,
  });
}

/** Counters of a session's tour that must agree with the ticket rows. */
export async function counterMismatches(tourId: number): Promise<string[]> {
  const problems: string[] = [];
  const sessions = await prisma.tourSession.findMany({ where: { tourId }, include: { vehicles: true } });
  for (const s of sessions) {
    const active = await prisma.passenger.count({ where: { sessionId: s.id, activeNationalKey: { not: null } } });
    if (active !== s.bookedCount)
      problems.push(`session ${s.id}: bookedCount ${s.bookedCount}, active tickets ${active}`);
    const held = await prisma.waitlistEntry.aggregate({
      where: { sessionId: s.id, status: "Offered" },
      _sum: { places: true },
    });
    if ((held._sum.places ?? 0) !== s.heldCount)
      problems.push(
        `session ${s.id}: heldCount ${s.heldCount}, places offered to the waiting list ${held._sum.places ?? 0}`,
      );
    for (const v of s.vehicles) {
      const inVehicle = await prisma.passenger.count({
        where: { vehicleId: v.id, activeNationalKey: { not: null }, NOT: { ageGroup: "Infant", seatNumber: null } },
      });
      if (inVehicle !== v.bookedCount)
        problems.push(`vehicle ${v.id}: bookedCount ${v.bookedCount}, passengers ${inVehicle}`);
      const seats = await prisma.seatBooking.count({ where: { vehicleId: v.id } });
      const seated = await prisma.passenger.count({
        where: { vehicleId: v.id, activeNationalKey: { not: null }, seatNumber: { not: null } },
      });
      if (seats !== seated) problems.push(`vehicle ${v.id}: ${seats} seat rows, ${seated} seated active tickets`);
    }
  }
  const items = await prisma.tourExtraItem.findMany({ where: { tourId } });
  for (const item of items) {
    const sold = await prisma.passengerExtraItem.aggregate({
      where: { extraItemId: item.id, passenger: { activeNationalKey: { not: null } } },
      _sum: { number: true },
    });
    if ((sold._sum.number ?? 0) !== item.soldCount)
      problems.push(`extra item ${item.id}: soldCount ${item.soldCount}, sold ${sold._sum.number ?? 0}`);
  }
  const discounts = await prisma.tourDiscount.findMany({ where: { tourId } });
  for (const d of discounts) {
    const used = await prisma.reservation.count({
      where: { discountId: d.id, status: { notIn: ["PaymentAbortedByUser", "Card2CardPaymentRefused"] } },
    });
    if (used !== d.usedCount) problems.push(`discount ${d.id}: usedCount ${d.usedCount}, reservations ${used}`);
  }
  const inconsistentKeys = await prisma.passenger.count({
    where: {
      reservation: { tourId },
      OR: [
        {
          activeNationalKey: null,
          status: {
            in: [
              "Reserved",
              "Card2CardPayment",
              "CreditPayment",
              "ConfirmedPayment",
              "ConfirmedCard2CardPayment",
              "ConfirmedCreditPayment",
            ],
          },
        },
        {
          activeNationalKey: { not: null },
          status: { in: ["Cancelled", "PaymentAbortedByUser", "Card2CardPaymentRefused"] },
        },
      ],
    },
  });
  if (inconsistentKeys) problems.push(`${inconsistentKeys} tickets whose active key disagrees with their status`);
  const orphans = await prisma.reservation.count({
    where: {
      tourId,
      OR: [
        { passengers: { none: {} } },
        { billId: null, paymentMethod: { notIn: ["Offline", "OfflinePlusCommission"] } },
      ],
    },
  });
  if (orphans) problems.push(`${orphans} reservations without passengers or bill`);
  return problems;
}
