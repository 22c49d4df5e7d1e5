// Issue 31, "Money": every order of five things that can happen to a ticket sold in installments — an
// installment paid online, the tour cancelled by its leader, the ticket cancelled by its leader, an
// installment paid after its due date, the last gateway callback replayed — each on a fresh ticket whose
// down payment is paid. A step the ticket's state forbids (paying after a cancel, cancelling a ticket of
// a cancelled tour) must be refused with a Persian 4xx and write nothing. After every step each toman
// received (verified gateway payments of the ticket's bills, offline payments) is in a paid installment
// of a ticket still standing or in a refund row, once; the ledger's invariants hold; no installment is
// paid twice and no bill has two verified payments or two postings. The tour has no refund rules, so a
// cancel owes back all that was paid and the sums are exact. Besides the walk: money captured at the
// gateway before a cancel and verified after it becomes one LatePayment refund row, however often it is replayed.
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { checkLedgerInvariants } from "@/lib/ledger/invariants";
import { sweepPayments } from "@/lib/payments/sweep-payments";
import { actOnSandbox } from "@/lib/payments/testing/fixtures";
import { counterMismatches, passenger, reserve } from "@/lib/reservations/testing/fixtures";
import { referenceIds } from "@/lib/tours/testing/tour-fixtures";
import { api } from "@/tests/helpers/api";
import { createUser } from "@/tests/helpers/factories";
import { installmentPayUrl } from "./pay-token";
import { createInstallmentTour, createPlan } from "./testing/fixtures";

const STEPS = ["pay", "cancel tour", "cancel ticket", "pay late", "replay"] as const;
type Step = (typeof STEPS)[number];
const DAY = 86_400_000;

function orders<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((first, i) =>
    orders([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [first, ...rest]),
  );
}

const sum = (values: bigint[]) => values.reduce((a, b) => a + b, 0n);
/** How much a posting moved through the platform's cash account (either way). */
const cashOf = (t: { entries: { amount: bigint; account: { kind: string } }[] }) => {
  const moved = sum(t.entries.filter((e) => e.account.kind === "PlatformCash").map((e) => e.amount));
  return moved < 0n ? -moved : moved;
};
const relative = (url: string) => {
  const u = new URL(url);
  return u.pathname + u.search;
};
const authorityOf = (location: string) => /\/payment\/sandbox\/([^/?]+)/.exec(location)![1];

type Tour = Awaited<ReturnType<typeof createInstallmentTour>>;
const ORDERS = orders(STEPS);
// Each walk cancels its tour, so each has its own; made a few at a time before the walks, which run one by one.
const tours: Tour[] = [];

let leader: Awaited<ReturnType<typeof createUser>>;
let plan: { id: number };
let reasonId: number;

beforeAll(async () => {
  leader = await createUser();
  // Three further parts, so that both payments of a walk find one still due.
  plan = await createPlan(leader, { installmentCount: 3, dueDaysAfterPurchase: [5, 10, 15], surchargePercent: 5 });
  ({ reasonId } = await referenceIds());
  for (let i = 0; i < ORDERS.length; i += 6)
    tours.push(
      ...(await Promise.all(
        ORDERS.slice(i, i + 6).map(() => createInstallmentTour(leader, [plan.id], [40], { refundRules: [] })),
      )),
    );
}, 60_000);

/** Everything of the ticket a refused step must leave as it was. */
async function snapshot(reservationId: number) {
  const reservation = await prisma.reservation.findUniqueOrThrow({
    where: { id: reservationId },
    include: {
      installments: { orderBy: { sequence: "asc" } },
      passengers: { orderBy: { id: "asc" } },
      refunds: { orderBy: { id: "asc" } },
    },
  });
  const billIds = [
    reservation.billId!,
    ...(
      await prisma.bill.findMany({
        where: { installment: { reservationId } },
        select: { id: true },
      })
    ).map((b) => b.id),
  ];
  const [bills, payments, postings] = await Promise.all([
    prisma.bill.findMany({ where: { id: { in: billIds } }, orderBy: { id: "asc" } }),
    prisma.payment.findMany({ where: { billId: { in: billIds } }, orderBy: { id: "asc" } }),
    prisma.ledgerTransaction.findMany({
      where: { OR: billIds.map((id) => ({ idempotencyKey: { startsWith: `bill:${id}:` } })) },
      include: { entries: { include: { account: true } } },
      orderBy: { id: "asc" },
    }),
  ]);
  return { reservation, bills, payments, postings };
}

function unchanged(s: Awaited<ReturnType<typeof snapshot>>) {
  return {
    installments: s.reservation.installments.map((i) => [i.id, i.status, i.billId, i.openBillId, i.paidAt]),
    passengers: s.reservation.passengers.map((p) => [p.id, p.status, p.paid, p.commission, p.sellerShare]),
    refunds: s.reservation.refunds.map((r) => [r.id, r.returnedAmount, r.reason, r.deletedAt]),
    bills: s.bills.map((b) => [b.id, b.status]),
    payments: s.payments.map((p) => [p.id, p.status, p.amount]),
    postings: s.postings.map((t) => t.id),
  };
}

async function checkMoney(reservationId: number, cancelled: boolean, paidCount: number, where: string) {
  const s = await snapshot(reservationId);
  const { installments, passengers, refunds } = s.reservation;
  const paid = installments.filter((i) => i.status === "Paid");
  const verified = s.payments.filter((p) => p.method === "Online" && p.status === "Verified");
  const offline = paid.filter((i) => i.paidVia === "Cash" || i.paidVia === "Cheque");
  const received = sum(verified.map((p) => p.amount)) + sum(offline.map((i) => i.amount));
  const standing = cancelled ? 0n : sum(paid.map((i) => i.amount));
  const owed = sum(refunds.filter((r) => r.deletedAt === null).map((r) => r.returnedAmount));
  expect(received, `${where}: each toman received is a standing paid installment or a refund row`).toBe(
    standing + owed,
  );
  expect(
    paid.map((i) => i.sequence),
    `${where}: the installments paid`,
  ).toHaveLength(paidCount);
  // What the passengers hold as paid is the paid installments, once (a refund reads these columns).
  expect(sum(passengers.map((p) => p.paid)), `${where}: the passengers' paid`).toBe(sum(paid.map((i) => i.amount)));
  expect(sum(passengers.map((p) => p.commission)), `${where}: the passengers' commission`).toBe(
    sum(paid.map((i) => i.commission)),
  );
  if (cancelled) {
    expect(
      installments.filter((i) => i.status === "Due").map((i) => i.sequence),
      `${where}: due after a cancel`,
    ).toEqual([]);
    expect(
      passengers.filter((p) => p.activeNationalKey !== null),
      `${where}: a seat kept after a cancel`,
    ).toEqual([]);
  } else {
    expect(refunds, `${where}: a refund on a standing ticket`).toEqual([]);
  }
  // No installment paid twice: each paid one has its own bill with exactly one verified payment and one posting.
  expect(new Set(paid.map((i) => i.billId)).size, `${where}: a bill paying two installments`).toBe(paid.length);
  for (const bill of s.bills) {
    const verifiedHere = verified.filter((p) => p.billId === bill.id);
    expect(verifiedHere.length, `${where}: verified payments of bill ${bill.id}`).toBeLessThanOrEqual(1);
    const posted = s.postings.filter((t) => t.idempotencyKey === `bill:${bill.id}:paid`);
    const row = paid.find((i) => i.billId === bill.id);
    // A paid bill either paid its installment (posted under the bill's key) or arrived when nothing was left to
    // pay (the ticket was cancelled meanwhile): then its payment is a LatePayment refund row, posted under its own key.
    expect(posted.length, `${where}: postings of bill ${bill.id}`).toBe(row ? 1 : 0);
    if (bill.status !== "Paid") continue;
    expect(
      verifiedHere.map((p) => p.amount),
      `${where}: bill ${bill.id}'s payment`,
    ).toEqual([bill.amount]);
    if (row) {
      expect(row.amount, `${where}: bill ${bill.id} pays its installment`).toBe(bill.amount);
      expect(cashOf(posted[0]), `${where}: the cash posted for bill ${bill.id}`).toBe(bill.amount);
    } else {
      const late = refunds.find((r) => r.latePaymentId === verifiedHere[0].id && r.reason === "LatePayment");
      expect(late?.returnedAmount, `${where}: bill ${bill.id} paid nothing and is owed back`).toBe(bill.amount);
      const owedBack = await prisma.ledgerTransaction.findUniqueOrThrow({
        where: { idempotencyKey: `refund:${late!.id}` },
        include: { entries: { include: { account: true } } },
      });
      expect(cashOf(owedBack), `${where}: the cash owed back for bill ${bill.id}`).toBe(bill.amount);
    }
  }
  expect(await checkLedgerInvariants(prisma), `${where}: the ledger`).toEqual([]);
  return s;
}

async function walk(order: Step[], { tour, session }: Tour) {
  const sale = await reserve(tour.id, session.id, {
    paymentMethod: "Installment",
    installmentPlanId: plan.id,
    passengers: [passenger(), passenger({ ageGroup: "Child" })],
  });
  expect(sale.status, JSON.stringify(sale.body)).toBe(200);
  const start = await api("GET", `/api/payment/bill/${sale.body.billId}`);
  let callback = await actOnSandbox(authorityOf(start.headers.get("location")!), "pay");
  expect((await api("GET", callback)).status).toBe(303);
  const { id: reservationId } = await prisma.reservation.findUniqueOrThrow({ where: { billId: sale.body.billId } });
  let cancelled = false;
  let tourCancelled = false;
  let paidCount = 1;
  await checkMoney(reservationId, cancelled, paidCount, "the down payment");

  for (const [index, step] of order.entries()) {
    const where = `step ${index + 1} (${step})`;
    const target = await prisma.reservationInstallment.findFirstOrThrow({
      where: { reservationId, status: { not: "Paid" } },
      orderBy: { sequence: "asc" },
    });
    if (step === "pay late")
      await prisma.reservationInstallment.update({
        where: { id: target.id },
        data: { dueAt: new Date(Date.now() - DAY) },
      });
    const before = unchanged(await snapshot(reservationId));
    let refused: { status: number; body: { errors?: string[] } } | null = null;

    if (step === "pay" || step === "pay late") {
      const started = await api("GET", relative(installmentPayUrl(target.id)));
      if (cancelled) refused = started;
      else {
        expect(started.status, JSON.stringify(started.body)).toBe(303);
        callback = await actOnSandbox(authorityOf(started.headers.get("location")!), "pay");
        const back = await api("GET", callback);
        expect(back.headers.get("location"), where).toContain("/tour/ticketPrint");
        paidCount++;
      }
    } else if (step === "cancel tour") {
      const res = await api("POST", `/api/Tour/${tour.id}/cancel`, { token: leader.token, body: { reason: reasonId } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      cancelled = tourCancelled = true;
    } else if (step === "cancel ticket") {
      const res = await api("POST", `/api/installment-sales/${reservationId}/cancel`, { token: leader.token });
      if (cancelled) refused = res;
      else {
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        cancelled = true;
      }
    } else {
      // The gateway's callback again, for the last payment: nothing moves.
      expect((await api("GET", callback)).status, where).toBe(303);
      expect(unchanged(await snapshot(reservationId)), `${where}: the replay wrote`).toEqual(before);
    }

    if (refused) {
      expect(refused.status, `${where}: ${JSON.stringify(refused.body)}`).toBeGreaterThanOrEqual(400);
      expect(refused.status, where).toBeLessThan(500);
      expect(refused.body.errors?.[0], where).toMatch(/[\u0600-\u06FF]/);
      expect(unchanged(await snapshot(reservationId)), `${where}: the refusal wrote`).toEqual(before);
    }
    await checkMoney(reservationId, cancelled, paidCount, where);
  }
  expect(tourCancelled).toBe(true);
  expect(await counterMismatches(tour.id)).toEqual([]);
}

describe("every order of pay, cancel tour, cancel ticket, pay late and replay on a ticket sold in installments", () => {
  it.each(ORDERS.map((order, i) => [order.join(" → "), i] as const))("%s", async (_name, i) => {
    await walk(ORDERS[i], tours[i]);
  });

  // The buyer paid at the gateway, the ticket or its tour was cancelled, then the browser came back (or the
  // sweeper asked): that money can pay nothing any more and is a refund row, besides the cancel's own.
  it.each(["cancel tour", "cancel ticket"] as const)(
    "a payment captured before a %s and verified after it",
    async (kind) => {
      const { tour, session } = await createInstallmentTour(leader, [plan.id], [40], { refundRules: [] });
      const sale = await reserve(tour.id, session.id, {
        paymentMethod: "Installment",
        installmentPlanId: plan.id,
        passengers: [passenger()],
      });
      const start = await api("GET", `/api/payment/bill/${sale.body.billId}`);
      await api("GET", await actOnSandbox(authorityOf(start.headers.get("location")!), "pay"));
      const { id: reservationId } = await prisma.reservation.findUniqueOrThrow({ where: { billId: sale.body.billId } });
      const first = await prisma.reservationInstallment.findFirstOrThrow({ where: { reservationId, sequence: 1 } });
      const started = await api("GET", relative(installmentPayUrl(first.id)));
      const callback = await actOnSandbox(authorityOf(started.headers.get("location")!), "pay");
      const res =
        kind === "cancel tour"
          ? await api("POST", `/api/Tour/${tour.id}/cancel`, { token: leader.token, body: { reason: reasonId } })
          : await api("POST", `/api/installment-sales/${reservationId}/cancel`, { token: leader.token });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      await checkMoney(reservationId, true, 1, `${kind}, before the callback`);
      await api("GET", callback);
      const s = await checkMoney(reservationId, true, 1, `${kind}, after the callback`);
      expect(s.reservation.refunds.map((r) => r.reason).sort()).toContain("LatePayment");
      await api("GET", callback);
      await sweepPayments(new Date(Date.now() + 3_600_000));
      const again = await checkMoney(reservationId, true, 1, `${kind}, replayed and swept`);
      expect(again.reservation.refunds).toHaveLength(2);
    },
  );
});
