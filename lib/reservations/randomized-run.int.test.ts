// A seeded random run (~300 operations, in small concurrent batches) of reserve / pay online /
// cancel at the gateway / card-to-card confirm or reject / credit purchase / cancel tickets with a
// refund / sweep, through the service functions and the sandbox gateway. Some sales come through
// affiliates: one on the online plan (its share posted as SellerCommission, taken back
// proportionally on refunds) and one on the credit plan (buys from its wallet at the price less its
// share), under the tour's cap of the sellers' tickets. Afterwards: the ledger's invariants hold,
// every counter agrees with the ticket rows, and the wallets (leader, sellers) hold exactly what the
// paid tickets and refunds say. RESERVATIONS_SEED=<n> replays a run.
import { beforeAll, describe, expect, it } from "vitest";
import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";
import { ApiError } from "@/lib/http/errors";
import { platformRevenue, refundsPayable, wallet } from "@/lib/ledger/accounts";
import { balanceOf } from "@/lib/ledger/balance";
import { checkLedgerInvariants } from "@/lib/ledger/invariants";
import { determineCardToCard } from "@/lib/payments/determine-card-to-card";
import { actOnSandboxPayment } from "@/lib/payments/gateways/sandbox";
import { payFromCredit } from "@/lib/payments/pay-from-credit";
import { startOnlinePayment } from "@/lib/payments/start-online-payment";
import { submitCardToCard } from "@/lib/payments/submit-card-to-card";
import { sweepPayments } from "@/lib/payments/sweep-payments";
import { fundWallet } from "@/lib/payments/testing/fixtures";
import { verifyOnlinePayment } from "@/lib/payments/verify-online-payment";
import { cancelPassengers } from "@/lib/refunds/cancel-passengers";
import { splitRefund } from "@/lib/refunds/refund-ledger";
import { getManageTicket } from "@/lib/tickets/get-ticket";
import { createUser } from "@/tests/helpers/factories";
import { createReservation } from "./reserve";
import { reservationBodySchema } from "./schemas";
import { counterMismatches, createSellingTour, passenger, sessionInput } from "./testing/fixtures";
import { mulberry32 } from "@/tests/helpers/prng";
import { bookTable, passengerBookMismatches } from "@/lib/passengers/testing/book-mismatches";
import { issueOtp } from "@/lib/accounts/testing/fixtures";

const SEED = Number(process.env.RESERVATIONS_SEED ?? 4_2026);
const OPERATIONS = 300;
const BATCH = 4;

let fixture: Awaited<ReturnType<typeof createSellingTour>>;
let buyers: Caller[];
let operator: Caller;
let onlineSeller: Caller;
let creditSeller: Caller;
const CREDIT_SELLER_FUNDS = 40_000_000n;

beforeAll(async () => {
  fixture = await createSellingTour({
    refundRules: [
      { daysBefore: 10, penaltyPercent: 10 },
      { daysBefore: 3, penaltyPercent: 50 },
    ],
    tourDiscounts: [{ code: "RAND", capacity: 15, percent: 15 }],
    extraItems: [{ title: "کیسه خواب", capacity: 25, price: 300_000 }],
    affiliatesCanSellThisTour: true,
    shareFromSalesToAffiliates: 8,
    shareIsInPercent: true,
    maxSellCountFromCollaborators: 30,
    sessions: [
      sessionInput(5, {
        capacity: 40,
        vehicles: [{ vehicleType: "Bus44", busPassengersCanChooseTheirSeat: true, price: 50_000 }],
      }),
      sessionInput(12, { capacity: 25, vehicles: [] }),
    ],
  });
  buyers = [];
  for (let i = 0; i < 3; i++) {
    const { user } = await createUser({ role: "Affiliate" });
    await fundWallet(user.id, 30_000_000n);
    buyers.push({ userId: user.id, role: user.role, canLogin: true });
  }
  // The sellers are assigned to the tour's leader by an operator (AffiliateLeader), not collaborators.
  const online = (await createUser({ role: "Affiliate" })).user;
  const credit = (await createUser({ role: "Affiliate", isOnlineSales: false })).user;
  await prisma.affiliateLeader.createMany({
    data: [online, credit].map((a) => ({ affiliateId: a.id, leaderId: fixture.tour.leaderId })),
  });
  await fundWallet(credit.id, CREDIT_SELLER_FUNDS);
  onlineSeller = { userId: online.id, role: online.role, canLogin: true };
  creditSeller = { userId: credit.id, role: credit.role, canLogin: true };
  const op = (await createUser({ role: "Operator" })).user;
  operator = { userId: op.id, role: op.role, canLogin: true };
});

interface Held {
  billId: string;
  paymentToken: string;
  trackingId: string;
  mobile: string;
  method: string;
  buyer?: Caller;
}

describe("randomized reservation run", () => {
  it(`keeps the ledger and the counters right (seed ${SEED})`, { timeout: 240_000 }, async () => {
    const random = mulberry32(SEED);
    const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)];
    const open: Held[] = [];
    const paid: Held[] = [];
    const outcomes = new Map<string, number>();
    const count = (k: string) => outcomes.set(k, (outcomes.get(k) ?? 0) + 1);
    let now = new Date();
    // A worker runs one test file at a time, so the platform accounts move only by this run meanwhile.
    const revenueBefore = await balanceOf(prisma, platformRevenue);
    const payableBefore = await balanceOf(prisma, refundsPayable);

    async function attempt(name: string, work: () => Promise<unknown>) {
      try {
        await work();
        count(`${name}:ok`);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        count(`${name}:${error.status}`);
      }
    }

    async function reserveOne() {
      const session = pick(fixture.tour.sessions);
      const bus = session.vehicles[0];
      const size = 1 + Math.floor(random() * 3);
      const passengers = Array.from({ length: size }, (_, i) =>
        passenger({
          ageGroup: i === 0 ? "Adult" : pick(["Adult", "Child", "Infant"]),
          ...(bus ? { vehicleId: bus.id, seat: 1 + Math.floor(random() * 44) } : {}),
          extraItems:
            random() < 0.3 ? [{ id: fixture.tour.extraItems[0].id, number: 1 + Math.floor(random() * 2) }] : [],
        }),
      );
      const channel = random();
      // 20%: through the online-plan affiliate's link; 15%: the credit-plan affiliate buys for a customer.
      const viaSeller = channel < 0.2 ? onlineSeller : channel < 0.35 ? creditSeller : undefined;
      const method = viaSeller === creditSeller ? "Credit" : pick(["Online", "Online", "C2C", "Credit"]);
      const buyer = viaSeller === creditSeller ? creditSeller : method === "Credit" ? pick(buyers) : undefined;
      const body = reservationBodySchema.parse({
        paymentMethod: method,
        discountCode: random() < 0.25 ? "RAND" : undefined,
        sellerId: viaSeller?.userId,
        passengers,
      });
      const answer = await createReservation({
        tourId: fixture.tour.id,
        sessionId: session.id,
        body,
        caller: buyer ?? null,
        now,
      });
      open.push({
        billId: answer.billId,
        paymentToken: answer.paymentToken,
        trackingId: answer.trackingId,
        mobile: body.passengers[0].mobile,
        method,
        buyer,
      });
    }

    const take = (method?: string) => {
      const candidates = open.filter((h) => !method || h.method === method);
      if (!candidates.length) return null;
      const chosen = pick(candidates);
      open.splice(open.indexOf(chosen), 1);
      return chosen;
    };

    async function operation() {
      const roll = random();
      if (roll < 0.35) return attempt("reserve", reserveOne);
      if (roll < 0.5) {
        const h = take("Online");
        if (!h) return;
        return attempt("pay-online", async () => {
          const { authority } = await startOnlinePayment(h.billId, now);
          await actOnSandboxPayment(authority, "pay");
          // The same callback twice, concurrently: one payment, one posting.
          const [a] = await Promise.all(
            [1, 2].map(() => verifyOnlinePayment({ billId: h.billId, authority, status: "OK" })),
          );
          if (a.outcome === "paid") paid.push(h);
        });
      }
      if (roll < 0.58) {
        const h = take("Online");
        if (!h) return;
        return attempt("cancel-gateway", async () => {
          const { authority } = await startOnlinePayment(h.billId, now);
          await actOnSandboxPayment(authority, "cancel");
          await verifyOnlinePayment({ billId: h.billId, authority, status: "NOK" });
        });
      }
      if (roll < 0.7) {
        const h = take("C2C");
        if (!h) return;
        return attempt("c2c", async () => {
          await submitCardToCard(h.billId, h.paymentToken, `${100000 + Math.floor(random() * 900000)}`, now);
          const payment = await prisma.payment.findFirstOrThrow({ where: { billId: h.billId } });
          const confirm = random() < 0.7;
          await determineCardToCard(payment.id, confirm, operator, now);
          if (confirm) paid.push(h);
        });
      }
      if (roll < 0.8) {
        const h = take("Credit");
        if (!h) return;
        return attempt("credit", async () => {
          await payFromCredit(h.billId, h.paymentToken, h.buyer!, now);
          paid.push(h);
        });
      }
      if (roll < 0.95) {
        if (!paid.length) return;
        const h = pick(paid);
        return attempt("refund", async () => {
          const ticket = await getManageTicket(h.mobile, h.trackingId);
          const cancellable = ticket.passengers.filter((p) => p.cancellable);
          if (!cancellable.length) return;
          const chosen = cancellable.filter(() => random() < 0.6);
          await cancelPassengers({
            mobile: h.mobile,
            trackingId: h.trackingId,
            passengerIds: (chosen.length ? chosen : cancellable.slice(0, 1)).map((p) => p.id),
            penaltyPercent: ticket.currentRefundPenaltyPercent ?? 0,
            cardNumber: "6037991234567893",
            accountHolder: "مسافر نمونه",
            otpCode: await issueOtp(h.mobile),
          });
        });
      }
      // Time passes; the sweeper expires what was left unpaid.
      now = new Date(now.getTime() + 20 * 60_000);
      return attempt("sweep", async () => {
        await sweepPayments(now);
        for (const h of [...open]) {
          const bill = await prisma.bill.findUniqueOrThrow({ where: { id: h.billId } });
          if (bill.status !== "Pending") open.splice(open.indexOf(h), 1);
        }
      });
    }

    for (let done = 0; done < OPERATIONS; done += BATCH) {
      await Promise.all(Array.from({ length: BATCH }, () => operation()));
    }
    console.info(`[randomized] seed ${SEED}:`, Object.fromEntries([...outcomes].sort()));
    expect(outcomes.get("reserve:ok") ?? 0).toBeGreaterThan(20);
    expect(outcomes.get("refund:ok") ?? 0).toBeGreaterThan(3);
    for (const key of outcomes.keys()) expect(key).not.toMatch(/:5\d\d$/);

    expect(await checkLedgerInvariants(prisma)).toEqual([]);
    expect(await counterMismatches(fixture.tour.id)).toEqual([]);
    // The passenger book table (kept by the database's trigger) agrees with the tickets after every path of
    // the run: online, card-to-card and credit payments, rejections, refunds, sweeps, both sellers.
    expect(await passengerBookMismatches([fixture.tour.leaderId, onlineSeller.userId, creditSeller.userId])).toEqual(
      [],
    );
    expect((await bookTable([fixture.tour.leaderId])).length).toBeGreaterThan(10);

    // Exactly one sale posting per paid bill, and none for unpaid ones.
    const bills = await prisma.bill.findMany({ where: { reservation: { tourId: fixture.tour.id } } });
    for (const bill of bills) {
      const postings = await prisma.ledgerTransaction.count({ where: { idempotencyKey: `bill:${bill.id}:paid` } });
      expect(postings, bill.id).toBe(bill.status === "Paid" ? 1 : 0);
    }

    // The leader's wallet holds the paid tickets less commission, less the leader's part of refunds.
    const reservations = await prisma.reservation.findMany({
      where: { tourId: fixture.tour.id, bill: { status: "Paid" } },
      include: { passengers: true, refunds: { include: { passengers: true } } },
    });
    let leader = 0n;
    let revenue = 0n;
    let payable = 0n;
    // The online-plan seller: its shares less what refunds took back. The credit-plan seller: its
    // funds less the reduced bills it paid, plus the refunds paid back into its wallet.
    let online = 0n;
    let credit = CREDIT_SELLER_FUNDS;
    for (const r of reservations) {
      const commission = r.passengers.reduce((s, p) => s + p.commission, 0n);
      const share = r.passengers.reduce((s, p) => s + p.sellerShare, 0n);
      leader += r.amount - commission - share;
      revenue += commission;
      if (r.sellerId === onlineSeller.userId) online += share;
      if (r.sellerId === creditSeller.userId) {
        expect(share).toBe(0n);
        expect(r.amount).toBeLessThan(r.totalPrice - r.discountAmount);
        credit -= r.amount;
      }
      for (const refund of r.refunds) {
        if (refund.latePaymentId) continue; // a second payment of a paid bill: counted with the late payments below
        const split = splitRefund(refund.passengers, refund.penaltyPercent);
        expect(split.refund).toBe(refund.returnedAmount);
        leader -= split.fromLeader;
        if (r.sellerId === onlineSeller.userId) online -= split.fromSeller;
        else expect(split.fromSeller).toBe(0n);
        if (r.sellerId === creditSeller.userId) credit += split.refund;
        revenue -= split.fromPlatform;
        if (r.paymentMethod !== "Credit") payable += split.refund;
      }
    }
    expect(reservations.filter((r) => r.sellerId === onlineSeller.userId).length).toBeGreaterThan(2);
    expect(reservations.filter((r) => r.sellerId === creditSeller.userId).length).toBeGreaterThan(2);
    // The sellers' cap: never more active tickets through sellers than the tour allows.
    const sellersActive = await prisma.passenger.count({
      where: { activeNationalKey: { not: null }, reservation: { tourId: fixture.tour.id, sellerId: { not: null } } },
    });
    expect(sellersActive).toBeLessThanOrEqual(30);
    // One SellerCommission per paid online-plan sale, none for the credit plan.
    for (const r of reservations.filter((x) => x.sellerId)) {
      const posted = await prisma.ledgerTransaction.count({
        where: { idempotencyKey: `bill:${r.billId}:seller`, type: "SellerCommission" },
      });
      expect(posted, r.trackingId).toBe(r.sellerId === onlineSeller.userId ? 1 : 0);
    }
    expect(await balanceOf(prisma, wallet(onlineSeller.userId))).toBe(online);
    expect(await balanceOf(prisma, wallet(creditSeller.userId))).toBe(credit);
    // Money that reached the gateway for a bill already closed (a race the batches can produce) is
    // owed back to its payer as well, once per payment.
    const payments = await prisma.payment.findMany({ where: { bill: { reservation: { tourId: fixture.tour.id } } } });
    const late = await prisma.ledgerTransaction.findMany({
      where: { idempotencyKey: { in: payments.map((p) => `payment:${p.id}:late`) } },
      select: { idempotencyKey: true },
    });
    const lateKeys = new Set(late.map((t) => t.idempotencyKey));
    for (const p of payments) if (lateKeys.has(`payment:${p.id}:late`)) payable += p.amount;
    // A booking's late payment is a refund row of the whole amount (refund-late-payment.ts), on a
    // bill that is not paid, so it is not among the reservations above.
    const lateRefunds = await prisma.refund.findMany({ where: { latePaymentId: { in: payments.map((p) => p.id) } } });
    for (const refund of lateRefunds) {
      expect(refund.returnedAmount).toBe(payments.find((p) => p.id === refund.latePaymentId)!.amount);
      payable += refund.returnedAmount;
    }
    expect(await balanceOf(prisma, wallet(fixture.tour.leaderId))).toBe(leader);
    expect((await balanceOf(prisma, platformRevenue)) - revenueBefore).toBe(revenue);
    expect((await balanceOf(prisma, refundsPayable)) - payableBefore).toBe(payable);
  });
});
