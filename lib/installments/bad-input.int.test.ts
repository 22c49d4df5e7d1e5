// Bad input on the installment calls that write: the sale in installments, the leader's offline
// payment and due-date move. Each refusal is a 4xx with a Persian message naming what is wrong, and
// writes nothing (no reservation, bill or schedule row; the installment stays Due on its day with no
// posting).
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { actOnSandbox } from "@/lib/payments/testing/fixtures";
import { passenger, reserve } from "@/lib/reservations/testing/fixtures";
import { api } from "@/tests/helpers/api";
import { createUser } from "@/tests/helpers/factories";
import { INSTALLMENT_MESSAGES as M } from "./messages";
import { createInstallmentTour, createPlan } from "./testing/fixtures";

type User = Awaited<ReturnType<typeof createUser>>;
let leader: User;
let other: User;
let planId: number;
let tour: Awaited<ReturnType<typeof createInstallmentTour>>["tour"];
const DAY = 86_400_000;
const PERSIAN = /[\u0600-\u06FF]/;

beforeAll(async () => {
  [leader, other] = await Promise.all([createUser(), createUser()]);
  planId = (await createPlan(leader)).id;
  ({ tour } = await createInstallmentTour(leader, [planId], [40], { refundRules: [] }));
});

const written = async () => ({
  reservations: await prisma.reservation.count({ where: { tourId: tour.id } }),
  installments: await prisma.reservationInstallment.count({ where: { reservation: { tourId: tour.id } } }),
  bills: await prisma.bill.count({ where: { beneficiaryId: leader.user.id } }),
});

describe("buying in installments with bad input", () => {
  it("refuses each bad plan or down-payment method in Persian and writes nothing", async () => {
    const otherPlan = (await createPlan(other)).id;
    const archived = (await createPlan(leader, { name: "بایگانی‌شده" })).id;
    await api("POST", `/api/installment-plans/${archived}/archive`, { token: leader.token });
    const before = await written();
    const cases: [Record<string, unknown>, number, RegExp | string][] = [
      [{ paymentMethod: "Installment" }, 400, M.planRequired],
      [{ paymentMethod: "Installment", installmentPlanId: "abc" }, 400, /طرح اقساط/],
      [{ paymentMethod: "Installment", installmentPlanId: 999_999_999 }, 422, M.planNotOffered],
      [{ paymentMethod: "Installment", installmentPlanId: otherPlan }, 422, M.planNotOffered],
      [{ paymentMethod: "Installment", installmentPlanId: archived }, 422, M.planNotOffered],
      [{ paymentMethod: "Installment", installmentPlanId: planId, downPaymentMethod: "C2C" }, 400, /پیش‌پرداخت/],
      [{ paymentMethod: "Installment", installmentPlanId: planId, downPaymentMethod: "Credit" }, 401, PERSIAN],
    ];
    for (const [body, status, message] of cases) {
      const res = await reserve(tour.id, tour.sessions[0].id, { ...body, passengers: [passenger()] });
      expect(res.status, JSON.stringify([body, res.body])).toBe(status);
      expect(res.body.errors.join(" ")).toMatch(message);
    }
    expect(await written()).toEqual(before);
  });
});

describe("the leader's offline payment and due date with bad input", () => {
  let installment: { id: number; amount: bigint; dueAt: Date };
  let downId: number;

  beforeAll(async () => {
    const sale = await reserve(tour.id, tour.sessions[0].id, {
      paymentMethod: "Installment",
      installmentPlanId: planId,
      passengers: [passenger()],
    });
    expect(sale.status, JSON.stringify(sale.body)).toBe(200);
    const start = await api("GET", `/api/payment/bill/${sale.body.billId}`);
    await api(
      "GET",
      await actOnSandbox(/\/payment\/sandbox\/([^/?]+)/.exec(start.headers.get("location")!)![1], "pay"),
    );
    const rows = await prisma.reservationInstallment.findMany({
      where: { reservation: { billId: sale.body.billId } },
      orderBy: { sequence: "asc" },
    });
    downId = rows[0].id;
    installment = rows[1];
  });

  const unchanged = async () => {
    const row = await prisma.reservationInstallment.findUniqueOrThrow({ where: { id: installment.id } });
    expect(row).toMatchObject({ status: "Due", dueAt: installment.dueAt, paidAt: null, offlineNote: null });
    expect(await prisma.ledgerTransaction.count({ where: { idempotencyKey: `installment:${row.id}:offline` } })).toBe(
      0,
    );
  };

  it("refuses a cheque without its number, a wrong amount, a day in the future or before the purchase", async () => {
    const amount = Number(installment.amount);
    const today = new Date().toISOString();
    const cases: [number, Record<string, unknown>, number, RegExp | string][] = [
      [installment.id, { amount, paidAt: today, kind: "cheque" }, 400, M.chequeNote],
      [installment.id, { amount, paidAt: today, kind: "cheque", note: "   " }, 400, M.chequeNote],
      [installment.id, { amount, paidAt: today, kind: "cheque", note: null }, 400, M.chequeNote],
      [installment.id, { amount, paidAt: today, kind: "card" }, 400, /نوع پرداخت/],
      [installment.id, { amount: amount + 1, paidAt: today, kind: "cash" }, 422, /مبلغ پرداخت باید برابر مبلغ قسط/],
      [installment.id, { amount: "abc", paidAt: today, kind: "cash" }, 400, /مبلغ/],
      [installment.id, { amount, paidAt: "دیروز", kind: "cash" }, 400, /تاریخ پرداخت/],
      [installment.id, { amount, paidAt: new Date(Date.now() + DAY).toISOString(), kind: "cash" }, 422, M.paidAtFuture],
      [
        installment.id,
        { amount, paidAt: new Date(Date.now() - DAY).toISOString(), kind: "cash" },
        422,
        M.paidAtBeforePurchase,
      ],
      [installment.id, { amount, paidAt: today, kind: "cash", note: "x".repeat(201) }, 400, M.noteLength],
      [downId, { amount, paidAt: today, kind: "cash" }, 409, M.installmentPaid],
    ];
    for (const [id, body, status, message] of cases) {
      const res = await api("POST", `/api/installments/${id}/offline-payment`, { token: leader.token, body });
      expect(res.status, JSON.stringify([body, res.body])).toBe(status);
      expect(res.body.errors.join(" ")).toMatch(message);
    }
    await unchanged();
  });

  it("refuses a due date in the past, at or after departure, or not a date", async () => {
    const departure = tour.sessions[0].startTime.getTime();
    const cases: [Record<string, unknown>, number, RegExp | string][] = [
      [{ dueAt: new Date(Date.now() - DAY).toISOString() }, 422, M.dueAtPast],
      [{ dueAt: new Date(departure).toISOString() }, 422, M.dueAtAfterDeparture],
      [{ dueAt: new Date(departure + DAY).toISOString() }, 422, M.dueAtAfterDeparture],
      [{ dueAt: "فردا" }, 400, /سررسید/],
      [{}, 400, /سررسید/],
    ];
    for (const [body, status, message] of cases) {
      const res = await api("PUT", `/api/installments/${installment.id}/due-date`, { token: leader.token, body });
      expect(res.status, JSON.stringify([body, res.body])).toBe(status);
      expect(res.body.errors.join(" ")).toMatch(message);
    }
    await unchanged();
  });

  it("answers another leader 404 and a traveller 403 on each of the leader's installment calls", async () => {
    const traveller = await createUser({ role: "Affiliate" });
    const reservationId = (await prisma.reservationInstallment.findUniqueOrThrow({ where: { id: installment.id } }))
      .reservationId;
    const calls: [string, string, Record<string, unknown>?][] = [
      [
        "POST",
        `/api/installments/${installment.id}/offline-payment`,
        { amount: Number(installment.amount), paidAt: new Date(), kind: "cash" },
      ],
      ["PUT", `/api/installments/${installment.id}/due-date`, { dueAt: new Date(Date.now() + 5 * DAY) }],
      ["GET", `/api/installment-sales/${reservationId}/cancel`],
      ["POST", `/api/installment-sales/${reservationId}/cancel`],
    ];
    for (const [method, path, body] of calls) {
      const stranger = await api(method, path, { token: other.token, body });
      expect(stranger.status, `${method} ${path} ${JSON.stringify(stranger.body)}`).toBe(404);
      expect(stranger.body.errors[0]).toMatch(PERSIAN);
      expect((await api(method, path, { token: traveller.token, body })).status).toBe(403);
    }
    const list = await api("GET", `/api/installment-sales?TourId=${tour.id}`, { token: other.token });
    expect(list.body).toMatchObject({ result: [], sums: { paid: 0, outstanding: 0 } });
    await unchanged();
    expect(await prisma.refund.count({ where: { reservationId } })).toBe(0);
  });
});
