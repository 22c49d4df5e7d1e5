// The demo's installment plan: one plan for the demo leader, on their first SimpleTour, offered by its
// session with the schedule the receipt step shows; a second seed run adds nothing.
import { expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { api } from "@/tests/helpers/api";
import { createUser } from "@/tests/helpers/factories";
import { seedInstallmentPlans } from "./seed-plans";
import { createInstallmentTour } from "./testing/fixtures";

it("gives the demo leader one plan on a published tour, offered by its session, once", async () => {
  const leader = await createUser();
  const { tour, session } = await createInstallmentTour(leader, [], [30]);
  const seeded = await seedInstallmentPlans(leader.user.id);
  expect(seeded).toMatchObject({ tourId: tour.id });
  const edit = await api("GET", `/api/Tour/${tour.id}/edit`, { token: leader.token });
  expect(edit.body.tour.definitionInstallments).toEqual([seeded!.planId]);
  const offered = await api("GET", `/api/tour/${tour.id}/session/${session.id}/installment-plans?Amount=4800000`);
  expect(offered.body.result).toHaveLength(1);
  // 4,800,000 + 5 % = 5,040,000; 40 % now, the rest in two parts.
  expect(offered.body.result[0]).toMatchObject({
    name: "پیش‌پرداخت و دو قسط",
    total: 5_040_000,
    downPayment: 2_016_000,
  });
  expect(offered.body.result[0].installments.map((i: { amount: number }) => i.amount)).toEqual([1_512_000, 1_512_000]);

  expect(await seedInstallmentPlans(leader.user.id)).toBeNull();
  expect(await prisma.installmentPlan.count({ where: { leaderId: leader.user.id } })).toBe(1);
  expect((await prisma.tour.findUniqueOrThrow({ where: { id: tour.id } })).definitionInstallmentIds).toEqual([
    seeded!.planId,
  ]);
  // A leader with no published tour gets no plan (nothing to offer it on).
  const bare = await createUser();
  expect(await seedInstallmentPlans(bare.user.id)).toBeNull();
  expect(await prisma.installmentPlan.count({ where: { leaderId: bare.user.id } })).toBe(0);
});
