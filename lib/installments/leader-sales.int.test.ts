// The leader's side of installment sales: the list with its sums, an offline payment, a due date moved,
// another leader refused, and a cancellation whose refund is computed on what was paid.
import { beforeAll, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { checkLedgerInvariants } from "@/lib/ledger/invariants";
import { actOnSandbox } from "@/lib/payments/test-support";
import { passenger, reserve } from "@/lib/reservations/testing/fixtures";
import { api } from "@/tests/helpers/api";
import { createUser } from "@/tests/helpers/factories";
import { createInstallmentTour, createPlan } from "./testing/fixtures";

type User = Awaited<ReturnType<typeof createUser>>;
let leader: User;
let other: User;

beforeAll(async () => {
  [leader, other] = await Promise.all([createUser(), createUser()]);
});

it("lists, records offline, moves a date and cancels on what was paid", async () => {
  const plan = await createPlan(leader, { surchargePercent: 0 });
  const { tour, session } = await createInstallmentTour(leader, [plan.id], [40], { refundRules: [] });
  const sale = await reserve(tour.id, session.id, {
    paymentMethod: "Installment",
    installmentPlanId: plan.id,
    passengers: [passenger()],
  });
  expect(sale.status, JSON.stringify(sale.body)).toBe(200);
  const start = await api("GET", `/api/payment/bill/${sale.body.billId}`);
  await api("GET", await actOnSandbox(/\/payment\/sandbox\/([^/?]+)/.exec(start.headers.get("location")!)![1], "pay"));

  const list = await api("GET", `/api/installment-sales?TourId=${tour.id}`, { token: leader.token });
  expect(list.status, JSON.stringify(list.body)).toBe(200);
  expect(list.body.result).toHaveLength(1);
  expect(list.body.sums).toEqual({ paid: 750_000, outstanding: 1_750_000 });
  expect(list.body.result[0].state).toBe("onSchedule");
  expect((await api("GET", `/api/installment-sales?TourId=${tour.id}`, { token: other.token })).body.result).toEqual(
    [],
  );

  const first = list.body.result[0].installments[1];
  expect(
    (
      await api("POST", `/api/installments/${first.id}/offline-payment`, {
        token: other.token,
        body: { amount: first.amount, paidAt: new Date().toISOString(), kind: "cash" },
      })
    ).status,
  ).toBe(404);
  const wrong = await api("POST", `/api/installments/${first.id}/offline-payment`, {
    token: leader.token,
    body: { amount: first.amount + 1, paidAt: new Date().toISOString(), kind: "cash" },
  });
  expect(wrong.status).toBe(422);
  await prisma.ledgerEntry.count();
  const second = list.body.result[0].installments[2];
  const moved = await api("PUT", `/api/installments/${second.id}/due-date`, {
    token: leader.token,
    body: { dueAt: new Date(Date.now() + 30 * 86_400_000).toISOString() },
  });
  expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  const late = await api("PUT", `/api/installments/${second.id}/due-date`, {
    token: leader.token,
    body: { dueAt: new Date(Date.now() + 50 * 86_400_000).toISOString() },
  });
  expect(late.status).toBe(422);

  const cancelled = await api("POST", `/api/installment-sales/${list.body.result[0].reservationId}/cancel`, {
    token: leader.token,
  });
  expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
  expect(cancelled.body).toMatchObject({ penaltyPercent: 0, paidAmount: 750_000, returnedAmount: 750_000 });
  const rows = await prisma.reservationInstallment.findMany({
    where: { reservationId: list.body.result[0].reservationId },
    orderBy: { sequence: "asc" },
  });
  expect(rows.map((r) => r.status)).toEqual(["Paid", "Cancelled", "Cancelled"]);
  expect(await checkLedgerInvariants(prisma)).toEqual([]);
});
