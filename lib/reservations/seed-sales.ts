import "server-only";
// Demo sales for the seeded tours (called by prisma/seed.ts): a few reservations per tour, paid by
// card to card and confirmed by the seeded operator, so that dashboards, reports, balances and
// the ticket pages have real data. Runs through the same code as a buyer and an operator (holds,
// bill, ledger); a tour that already has reservations is left alone.
import { prisma } from "@/lib/db/client";
import { determineCardToCard } from "@/lib/payments/determine-card-to-card";
import { submitCardToCard } from "@/lib/payments/submit-card-to-card";
import { hasSeatMap } from "@/lib/tours/seat-maps";
import { createReservation } from "./reserve";
import { reservationBodySchema } from "./schemas";
import { placesLeft } from "@/lib/shared/places-left";
import { BLOOD_GROUPS, isBloodGroupQuestion } from "@/lib/shared/blood-group";

/** A blood-group question takes one of the eight groups only (reserve.ts); any other question a dash. */
function demoAnswer(tour: { extraQuestionTitle: string | null; extraQuestionIsDateType: boolean }, i: number) {
  const question = { title: tour.extraQuestionTitle, isDateType: tour.extraQuestionIsDateType };
  return isBloodGroupQuestion(question) ? BLOOD_GROUPS[i % BLOOD_GROUPS.length] : "—";
}

const DEMO_PASSENGERS = [
  { firstName: "مریم", lastName: "کریمی", nationalId: "0013542419", mobile: "09121110001", gender: "Female" },
  { firstName: "حسین", lastName: "محمدی", nationalId: "0067749828", mobile: "09121110002", gender: "Male" },
  { firstName: "زهرا", lastName: "حسینی", nationalId: "0015404544", mobile: "09121110003", gender: "Female" },
  { firstName: "علی", lastName: "رضایی", nationalId: "0084575948", mobile: "09121110004", gender: "Male" },
] as const;

export async function seedDemoSales(options: { operatorMobile?: string; perTour?: number; tourIds?: number[] } = {}) {
  const operator = await prisma.user.findFirst({
    where: { role: "Operator", ...(options.operatorMobile ? { mobile: options.operatorMobile } : {}) },
    orderBy: { id: "asc" },
  });
  if (!operator) return { reservations: 0 };
  const caller = { userId: operator.id, role: operator.role, canLogin: true };
  const now = new Date();
  const tours = await prisma.tour.findMany({
    where: {
      isDraft: false,
      deletedAt: null,
      status: "Enabled",
      registrationOpen: true,
      reservations: { none: {} },
      ...(options.tourIds ? { id: { in: options.tourIds } } : {}),
    },
    include: {
      sessions: { where: { endTime: { gt: now } }, include: { vehicles: true }, orderBy: { startTime: "asc" } },
    },
    orderBy: { id: "asc" },
  });
  let made = 0;
  for (const tour of tours) {
    const session = tour.sessions.find(
      (s) => (s.registrationEndTime ?? s.endTime) > now && placesLeft(s.capacity, s.bookedCount) >= 2,
    );
    if (!session) continue;
    const vehicle = session.vehicles[0];
    const seatChoice = !!vehicle && vehicle.busPassengersCanChooseTheirSeat && hasSeatMap(vehicle.vehicleType);
    const perTour = Math.min(options.perTour ?? 2, DEMO_PASSENGERS.length);
    for (let i = 0; i < perTour; i++) {
      const p = DEMO_PASSENGERS[i];
      const body = reservationBodySchema.parse({
        paymentMethod: "C2C",
        passengers: [
          {
            ...p,
            ageGroup: "Adult",
            extraQuestionAnswer: tour.extraQuestionTitle ? demoAnswer(tour, i) : undefined,
            ...(vehicle ? { vehicleId: vehicle.id } : {}),
            ...(seatChoice ? { seat: i + 1 } : {}),
          },
        ],
      });
      try {
        const answer = await createReservation({ tourId: tour.id, sessionId: session.id, body, caller: null, now });
        await submitCardToCard(answer.billId, answer.paymentToken, `80${String(tour.id).padStart(4, "0")}${i}`, now);
        const payment = await prisma.payment.findFirstOrThrow({ where: { billId: answer.billId } });
        await determineCardToCard(payment.id, true, caller, now);
        made++;
      } catch (error) {
        // A demo tour whose terms refuse this buyer (seat closed, full) simply gets fewer sales.
        console.warn(`[seed] demo sale for tour ${tour.id} skipped:`, (error as Error).message);
      }
    }
  }
  return { reservations: made };
}
