// The leader's side of installment sales: the list with its sums, an offline payment, a due date moved,
// another leader refused, and a cancellation whose refund is computed on what was paid.
import { beforeAll, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { checkLedgerInvariants } from "@/lib/ledger/invariants";
import { actOnSandbox } from "@/lib/payments/testing/fixtures";
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

  const cancelPath = `/api/installment-sales/${list.body.result[0].reservationId}/cancel`;
  expect((await api("GET", cancelPath, { token: other.token })).status).toBe(404);
  expect((await api("GET", cancelPath)).status).toBe(401);
  const preview = await api("GET", cancelPath, { token: leader.token });
  expect(preview.status, JSON.stringify(preview.body)).toBe(200);
  expect(preview.body).toEqual({
    trackingId: list.body.result[0].trackingId,
    penaltyPercent: 0,
    paidAmount: 750_000,
    penaltyAmount: 0,
    returnedAmount: 750_000,
    unpaidAmount: 1_750_000,
  });
  expect(await prisma.refund.count({ where: { reservationId: list.body.result[0].reservationId } })).toBe(0);
  const cancelled = await api("POST", cancelPath, { token: leader.token });
  expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
  expect(cancelled.body).toMatchObject({ penaltyPercent: 0, paidAmount: 750_000, returnedAmount: 750_000 });
  const rows = await prisma.reservationInstallment.findMany({
    where: { reservationId: list.body.result[0].reservationId },
    orderBy: { sequence: "asc" },
  });
  expect(rows.map((r) => r.status)).toEqual(["Paid", "Cancelled", "Cancelled"]);
  const again = await api("GET", cancelPath, { token: leader.token });
  expect(again.status).toBe(422);
  expect(again.body.errors[0]).toMatch(/[\u0600-\u06FF]/);
  expect(await checkLedgerInvariants(prisma)).toEqual([]);
});

it("previews the cancellation's penalty on what was paid, and the cancel refunds exactly the preview", async () => {
  const plan = await createPlan(leader, { surchargePercent: 0 });
  const { tour, session } = await createInstallmentTour(leader, [plan.id], [40], {
    refundRules: [{ daysBefore: 60, penaltyPercent: 30 }],
  });
  const sale = await reserve(tour.id, session.id, {
    paymentMethod: "Installment",
    installmentPlanId: plan.id,
    passengers: [passenger(), passenger()],
  });
  expect(sale.status, JSON.stringify(sale.body)).toBe(200);
  const start = await api("GET", `/api/payment/bill/${sale.body.billId}`);
  await api("GET", await actOnSandbox(/\/payment\/sandbox\/([^/?]+)/.exec(start.headers.get("location")!)![1], "pay"));
  const reservation = await prisma.reservation.findFirstOrThrow({ where: { tourId: tour.id } });
  const down = await prisma.reservationInstallment.findFirstOrThrow({
    where: { reservationId: reservation.id, sequence: 0 },
  });
  const path = `/api/installment-sales/${reservation.id}/cancel`;
  const preview = await api("GET", path, { token: leader.token });
  expect(preview.status, JSON.stringify(preview.body)).toBe(200);
  const paid = Number(down.amount);
  // Each passenger's share of the down payment loses 30 %, rounded in the traveller's favour.
  expect(preview.body.penaltyPercent).toBe(30);
  expect(preview.body.paidAmount).toBe(paid);
  expect(preview.body.returnedAmount + preview.body.penaltyAmount).toBe(paid);
  expect(Math.abs(preview.body.returnedAmount - paid * 0.7)).toBeLessThanOrEqual(2);
  expect(preview.body.unpaidAmount).toBe(Number(reservation.amount) - paid);

  const cancelled = await api("POST", path, { token: leader.token });
  expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
  expect(cancelled.body).toMatchObject({
    penaltyPercent: 30,
    paidAmount: preview.body.paidAmount,
    returnedAmount: preview.body.returnedAmount,
  });
  const refund = await prisma.refund.findUniqueOrThrow({ where: { id: cancelled.body.refundId } });
  expect(Number(refund.returnedAmount)).toBe(preview.body.returnedAmount);
  expect(await checkLedgerInvariants(prisma)).toEqual([]);
});
