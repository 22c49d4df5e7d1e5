// Issue 22, item 1: money that arrives for a booking whose tour was cancelled (or whose bill closed)
// must end where a person can act on it. Every order of the four events below is walked on a tour
// with one online and one card-to-card booking; afterwards (the sweeper runs, the operator decides
// what is still waiting) every toman we received — a gateway payment we verified, a card-to-card
// transfer an operator confirmed — is a refund row the operator can pay (the tour is cancelled, so
// no ticket stays), and the ledger's invariants hold. A gateway payment we never verified is not
// received: the gateway gives an unverified payment back.
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { refundsPayable } from "@/lib/ledger/accounts";
import { balanceOf } from "@/lib/ledger/balance";
import { checkLedgerInvariants } from "@/lib/ledger/invariants";
import { sweepPayments } from "@/lib/payments/sweep-payments";
import { actOnSandbox } from "@/lib/payments/testing/fixtures";
import {
  counterMismatches,
  createSellingTour,
  passenger,
  reserve,
  sessionInput,
} from "@/lib/reservations/testing/fixtures";
import { referenceIds } from "@/lib/tours/testing/tour-fixtures";
import { api } from "@/tests/helpers/api";
import { createUser } from "@/tests/helpers/factories";
import { processTourEvents } from "./refund-cancelled-tour";

const EVENTS = ["pay", "cancel tour", "confirm c2c", "gateway callback"] as const;
type Event = (typeof EVENTS)[number];

function orders<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((first, i) =>
    orders([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [first, ...rest]),
  );
}

let operator: Awaited<ReturnType<typeof createUser>>;
let reasonId: number;
let refCounter = 700_000_000 + Math.floor(Math.random() * 90_000_000);
beforeAll(async () => {
  operator = await createUser({ role: "Operator" });
  ({ reasonId } = await referenceIds());
});

const confirmC2c = (paymentId: number) =>
  api("PUT", `/api/Operator/determine-c2c-payment/${paymentId}?confirm=true`, { token: operator.token });

async function walk(order: Event[]) {
  const { tour, session, leader } = await createSellingTour({
    refundRules: [],
    tourDiscounts: [],
    sessions: [sessionInput(20, { vehicles: [] })],
  });
  const online = await reserve(tour.id, session.id, { paymentMethod: "Online", passengers: [passenger()] });
  const c2c = await reserve(tour.id, session.id, { paymentMethod: "C2C", passengers: [passenger(), passenger()] });
  expect(online.status, JSON.stringify(online.body)).toBe(200);
  expect(c2c.status, JSON.stringify(c2c.body)).toBe(200);
  const c2cPayment = await prisma.payment.findFirstOrThrow({ where: { billId: c2c.body.billId } });
  let callback: string | null = null;

  for (const event of order) {
    if (event === "pay") {
      // The online buyer pays at the gateway (a closed bill is refused before any money moves); the
      // card-to-card buyer reports the transfer's reference.
      const start = await api("GET", `/api/payment/bill/${online.body.billId}`);
      if (start.status === 303)
        callback = await actOnSandbox(/\/payment\/sandbox\/([^/?]+)/.exec(start.headers.get("location")!)![1], "pay");
      else expect(start.status).toBe(422);
      const sent = await api(
        "POST",
        `/api/tour/bill/${c2c.body.billId}/complete-c2c/${c2c.body.paymentToken}/refId/${++refCounter}`,
      );
      expect([200, 422]).toContain(sent.status);
    } else if (event === "cancel tour") {
      const res = await api("POST", `/api/Tour/${tour.id}/cancel`, { token: leader.token, body: { reason: reasonId } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    } else if (event === "confirm c2c") {
      // Before the code is in: 422; after the booking closed with no code: 409 (nothing to confirm).
      const res = await confirmC2c(c2cPayment.id);
      expect([200, 409, 422]).toContain(res.status);
      if (res.status === 200 && res.body.owedBack) expect(res.body.message).toMatch(/استرداد/);
    } else if (callback) {
      await api("GET", callback);
    }
  }

  // Later: the sweeper asks the gateway about what never came back, the operator decides every
  // transfer still waiting, the tour's cancellation is processed (again: it is idempotent).
  await sweepPayments(new Date(Date.now() + 3_600_000));
  const waiting = await prisma.payment.findFirstOrThrow({ where: { id: c2cPayment.id } });
  if (waiting.status === "PendingConfirmation") expect((await confirmC2c(waiting.id)).status).toBe(200);
  await processTourEvents({ tourId: tour.id });

  const payments = await prisma.payment.findMany({ where: { billId: { in: [online.body.billId, c2c.body.billId] } } });
  const received = payments.filter(
    (p) => (p.method === "Online" && p.status === "Verified") || (p.method === "C2C" && p.status === "Confirmed"),
  );
  const refunds = await prisma.refund.findMany({ where: { tourId: tour.id, deletedAt: null } });
  const sum = (values: bigint[]) => values.reduce((a, b) => a + b, 0n);

  expect(sum(refunds.map((r) => r.returnedAmount)), "every toman received is a refund row").toBe(
    sum(received.map((p) => p.amount)),
  );
  for (const p of received) {
    const reservationId = (await prisma.reservation.findUniqueOrThrow({ where: { billId: p.billId } })).id;
    expect(
      sum(refunds.filter((r) => r.reservationId === reservationId).map((r) => r.returnedAmount)),
      `payment ${p.id} (${p.method})`,
    ).toBe(p.amount);
  }
  expect(
    await prisma.passenger.count({ where: { reservation: { tourId: tour.id }, activeNationalKey: { not: null } } }),
  ).toBe(0);
  // Paid at the gateway but never verified by us: our books say unpaid, the gateway returns it.
  for (const p of payments.filter((x) => x.method === "Online" && x.authority)) {
    const atGateway = await prisma.sandboxPayment.findUniqueOrThrow({ where: { authority: p.authority! } });
    expect(atGateway.status === "Verified", `online payment ${p.id}`).toBe(p.status === "Verified");
  }

  // Every refund row was texted to its buyer exactly once (issue 32): its amount, and the link asking where to pay,
  // whichever path made it (the tour's cancellation, a confirmed transfer, a gateway callback or the sweeper).
  for (const r of refunds) {
    const { buyerMobile } = await prisma.reservation.findUniqueOrThrow({ where: { id: r.reservationId } });
    const texts = await prisma.smsMessage.findMany({
      where: { mobile: buyerMobile, text: { contains: `/refund-account?refund=${r.id}&` } },
    });
    expect(texts, `refund ${r.id} (${r.reason})`).toHaveLength(1);
    expect(texts[0].text).toContain(`${Number(r.returnedAmount).toLocaleString("fa-IR")} تومان`);
  }

  // The operator can pay every one of them; what was owed then leaves RefundsPayable.
  const payableBefore = await balanceOf(prisma, refundsPayable);
  for (const r of refunds) {
    const paid = await api("PUT", `/api/refunds/${r.id}`, { token: operator.token, body: { refNum: `R${r.id}` } });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.state).toBe("ProcessedByOperator");
  }
  expect(payableBefore - (await balanceOf(prisma, refundsPayable))).toBe(sum(refunds.map((r) => r.returnedAmount)));
  expect(await counterMismatches(tour.id)).toEqual([]);
  expect(await checkLedgerInvariants(prisma)).toEqual([]);
  return received.length;
}

describe("every order of pay, cancel tour, confirm c2c and gateway callback", () => {
  it.each(orders(EVENTS).map((order) => [order.join(" → "), order] as const))("%s", async (_name, order) => {
    await walk(order);
  });

  it("the operator's confirmation after the tour was cancelled says the transfer became a refund, and the ticket shows it", async () => {
    const { tour, session, leader } = await createSellingTour({
      refundRules: [],
      tourDiscounts: [],
      sessions: [sessionInput(20, { vehicles: [] })],
    });
    const buyer = passenger();
    const c2c = await reserve(tour.id, session.id, { paymentMethod: "C2C", passengers: [buyer] });
    expect(
      (
        await api(
          "POST",
          `/api/tour/bill/${c2c.body.billId}/complete-c2c/${c2c.body.paymentToken}/refId/${++refCounter}`,
        )
      ).status,
    ).toBe(200);
    expect(
      (await api("POST", `/api/Tour/${tour.id}/cancel`, { token: leader.token, body: { reason: reasonId } })).status,
    ).toBe(200);
    const payment = await prisma.payment.findFirstOrThrow({ where: { billId: c2c.body.billId } });
    const res = await confirmC2c(payment.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "Confirmed", billStatus: "Cancelled", owedBack: true });
    // Asked again: the same answer, no second refund.
    expect((await confirmC2c(payment.id)).body).toMatchObject({ owedBack: true });
    const ticket = await api("GET", `/api/tour/manage-ticket/${buyer.mobile}/${c2c.body.trackingId}`);
    expect(ticket.body.refunds).toHaveLength(1);
    expect(ticket.body.refunds[0]).toMatchObject({ returnedAmount: Number(payment.amount), state: "OperatorPending" });
    expect(await prisma.refund.count({ where: { latePaymentId: payment.id } })).toBe(1);
  });
});
