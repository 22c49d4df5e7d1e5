// 200 concurrent buyers in installments for 10 places, against the real PostgreSQL: exactly the places
// left are sold (the plain sale's guards), every other answer is a Persian 409, and each sold ticket has
// its whole schedule (down payment and both parts, summing to the ticket) while a refused one has nothing.
import { expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { RESERVATION_MESSAGES as RM } from "@/lib/reservations/messages";
import { counterMismatches, createSellingTour, passenger, reserve } from "@/lib/reservations/testing/fixtures";
import { sessionInput } from "@/lib/tours/testing/tour-fixtures";
import { api } from "@/tests/helpers/api";
import { createUser } from "@/tests/helpers/factories";
import { createInstallmentTour, createPlan, planInput } from "./testing/fixtures";

const BUYERS = 200;
const PLACES = 10;

it("sells exactly the 10 places left to 200 concurrent installment buyers", { timeout: 120_000 }, async () => {
  const leader = await createUser();
  const plan = await createPlan(leader, { surchargePercent: 5 });
  const { tour, session } = await createSellingTour(
    {
      DefinitionInstallments: [plan.id],
      sessions: [
        sessionInput(40, {
          capacity: PLACES,
          vehicles: [{ vehicleType: "TouristBus", busPassengersCanChooseTheirSeat: false, price: 0 }],
        }),
      ],
      tourDiscounts: [],
    },
    leader,
  );
  const started = Date.now();
  const answers = await Promise.all(
    Array.from({ length: BUYERS }, () =>
      reserve(tour.id, session.id, {
        paymentMethod: "Installment",
        installmentPlanId: plan.id,
        passengers: [passenger()],
      }),
    ),
  );
  const elapsed = Date.now() - started;
  expect(answers.filter((a) => a.status >= 500)).toEqual([]);
  const ok = answers.filter((a) => a.status === 200);
  const refused = answers.filter((a) => a.status === 409);
  expect(ok).toHaveLength(PLACES);
  expect(refused).toHaveLength(BUYERS - PLACES);
  for (const r of refused) expect(r.body.errors).toEqual([RM.sessionFull]);

  const after = await prisma.tourSession.findUniqueOrThrow({ where: { id: session.id } });
  expect(after.bookedCount).toBe(after.capacity);
  const sold = await prisma.reservation.findMany({ where: { tourId: tour.id }, include: { installments: true } });
  expect(sold).toHaveLength(PLACES);
  for (const r of sold) {
    expect(r.installments.map((i) => i.sequence).sort()).toEqual([0, 1, 2]);
    const sum = r.installments.reduce((s, i) => s + i.amount, 0n);
    // The ticket plus its 5 % surcharge, each toman once; the bill is the down payment.
    expect(sum).toBe(r.amount + (r.amount * 5n + 50n) / 100n);
    const down = r.installments.find((i) => i.sequence === 0)!;
    expect(ok.find((a) => a.body.trackingId === r.trackingId)!.body.amount).toBe(Number(down.amount));
  }
  expect(await prisma.reservationInstallment.count({ where: { reservation: { tourId: tour.id } } })).toBe(PLACES * 3);
  expect(await prisma.bill.count({ where: { beneficiaryId: tour.leaderId, reservation: null } })).toBe(0);
  expect(await counterMismatches(tour.id)).toEqual([]);
  console.info(`[bench] ${BUYERS} concurrent installment reservations for ${PLACES} places: ${elapsed} ms`);
});

// A plan the leader deletes or edits while a ticket is being sold on it: the sale reads the plan under a share
// lock after the tour's, and the delete locks the tours before the plan (the sale's order). Before, the delete
// deadlocked with the sale (500), and an edit went through while the sale computed its schedule from the old terms.
it(
  "a plan deleted or edited while a ticket is sold on it: never a 500, and a sold ticket's schedule is its plan's",
  {
    timeout: 120_000,
  },
  async () => {
    const leader = await createUser();
    const statuses: number[] = [];
    for (let round = 0; round < 6; round++) {
      const plan = await createPlan(leader, { surchargePercent: 0, downPaymentPercent: 30 });
      const { tour, session } = await createInstallmentTour(leader, [plan.id]);
      const edit = round % 2 === 0;
      const [sale, change] = await Promise.all([
        reserve(tour.id, session.id, {
          paymentMethod: "Installment",
          installmentPlanId: plan.id,
          passengers: [passenger()],
        }),
        edit
          ? api("PUT", `/api/installment-plans/${plan.id}`, {
              token: leader.token,
              body: planInput({ surchargePercent: 0, downPaymentPercent: 90 }),
            })
          : api("DELETE", `/api/installment-plans/${plan.id}`, { token: leader.token }),
      ]);
      statuses.push(sale.status, change.status);
      expect([sale.status, change.status], JSON.stringify([sale.body, change.body])).not.toContain(500);
      if (sale.status !== 200) continue;
      // A ticket was sold on the plan: the plan is still there, with the terms its schedule was computed from.
      const sold = await prisma.reservation.findFirstOrThrow({
        where: { trackingId: sale.body.trackingId },
        include: { installments: { where: { sequence: 0 } } },
      });
      const now = await prisma.installmentPlan.findUniqueOrThrow({ where: { id: plan.id } });
      expect(sold.installmentPlanId).toBe(plan.id);
      expect(sold.installments[0].amount).toBe((sold.amount * BigInt(now.downPaymentPercent) + 50n) / 100n);
    }
    expect(statuses).not.toContain(500);
  },
);
