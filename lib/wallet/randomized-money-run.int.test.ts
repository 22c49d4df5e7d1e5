// A seeded random run over the money side: sales and traveller cancellations, wallet charges
// (some confirmed many times at once), operator credit, checkout requests (double clicks and
// competing amounts), payouts (two operators at once), checkout deletions, refund completions
// (manual and automatic), refund deletions and leader settlements. Afterwards the ledger
// invariants hold, and the payables equal what the open records say. MONEY_SEED=<n> replays a run.
import { beforeAll, describe, expect, it } from "vitest";
import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";
import { ApiError } from "@/lib/http/errors";
import { balanceOf } from "@/lib/ledger/balance";
import { checkoutsPayable, refundsPayable, wallet } from "@/lib/ledger/accounts";
import { checkLedgerInvariants } from "@/lib/ledger/invariants";
import { checkAutoRefundStatus, startAutoRefund } from "@/lib/refunds/auto-refund";
import { completeOperatorRefund } from "@/lib/refunds/complete-operator-refund";
import { deleteRefund } from "@/lib/refunds/delete-refund";
import { settleRefundByLeader } from "@/lib/tour-report/settle-refund-by-leader";
import { api } from "@/tests/helpers/api";
import { createUser } from "@/tests/helpers/factories";
import { mulberry32 } from "@/tests/helpers/prng";
import { deleteCheckout } from "./delete-checkout";
import { getWalletFigures } from "./get-wallet-figures";
import { payCheckout } from "./pay-checkout";
import { requestCheckout } from "./request-checkout";
import {
  chargeThroughSandbox,
  endSession,
  moneyTour,
  paidSale,
  refundedSale,
  type SellingTour,
} from "./testing/money-fixtures";

const SEED = Number(process.env.MONEY_SEED ?? 20261123);
const OPERATIONS = 90;
const SHEBA = "820540102680020817909002";

type User = Awaited<ReturnType<typeof createUser>>;
const callerOf = (u: User): Caller => ({ userId: u.user.id, role: u.user.role, canLogin: true });

async function tolerate<T>(work: Promise<T>): Promise<T | null> {
  try {
    return await work;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return null;
  }
}

let tours: SellingTour[];
let users: User[];
let operators: Caller[];

beforeAll(async () => {
  tours = [await moneyTour(), await moneyTour()];
  users = [tours[0].leader, tours[1].leader, await createUser({ role: "Affiliate" })];
  operators = [callerOf(await createUser({ role: "Operator" })), callerOf(await createUser({ role: "Accountant" }))];
});

describe("randomized money run", () => {
  it(`keeps the ledger, the wallets and the payables consistent (seed ${SEED})`, async () => {
    const random = mulberry32(SEED);
    const pick = <T>(list: T[]): T | undefined => (list.length ? list[Math.floor(random() * list.length)] : undefined);
    const checkoutsBefore = await balanceOf(prisma, checkoutsPayable);
    const refundsBefore = await balanceOf(prisma, refundsPayable);
    const checkoutIds: number[] = [];
    const refundIds: number[] = [];
    const counts: Record<string, number> = {};
    const ended = new Set<number>();
    const count = (k: string) => (counts[k] = (counts[k] ?? 0) + 1);

    for (let step = 0; step < OPERATIONS; step++) {
      const roll = random();
      const user = pick(users)!;
      if (roll < 0.12) {
        const tour = pick(tours.filter((t) => !ended.has(t.tour.id)));
        if (!tour) continue;
        if (random() < 0.5) await paidSale(tour, 1 + Math.floor(random() * 2));
        else refundIds.push((await refundedSale(tour, 1)).refundId);
        count("sale");
      } else if (roll < 0.22) {
        const { query } = await chargeThroughSandbox(
          user.token,
          10_000 + Math.floor(random() * 90) * 1_000,
          random() < 0.85 ? "pay" : "cancel",
        );
        const replays = random() < 0.4 ? 8 : 1;
        await Promise.all(
          Array.from({ length: replays }, () =>
            api("GET", `/api/users/self/ConfirmChargePayment${query}`, { token: user.token }),
          ),
        );
        count("charge");
      } else if (roll < 0.45) {
        const figures = await getWalletFigures(prisma, user.user.id);
        const amount =
          10_000n +
          BigInt(Math.floor(random() * Number(figures.withdrawable > 10_000n ? figures.withdrawable : 20_000n)));
        const clicks = random() < 0.3 ? 5 : 1;
        const answers = await Promise.all(
          Array.from({ length: clicks }, () =>
            tolerate(requestCheckout(callerOf(user), { amount, bankAccount: SHEBA })),
          ),
        );
        for (const a of answers) if (a && !checkoutIds.includes(a.id)) checkoutIds.push(a.id);
        count("checkout");
      } else if (roll < 0.6) {
        const id = pick(checkoutIds);
        if (id === undefined) continue;
        if (random() < 0.7)
          await Promise.all(operators.map((op, i) => tolerate(payCheckout(op, id, { refNum: `R${step}-${i}` }))));
        else await Promise.all(operators.map((op) => tolerate(deleteCheckout(op, id))));
        count("payout-or-delete");
      } else if (roll < 0.8) {
        const id = pick(refundIds);
        if (id === undefined) continue;
        const what = random();
        const op = pick(operators)!;
        if (what < 0.35)
          await Promise.all(
            operators.map((o, i) => tolerate(completeOperatorRefund(o, id, { refNum: `B${step}-${i}` }))),
          );
        else if (what < 0.6) {
          await tolerate(startAutoRefund(op, id));
          if (random() < 0.7) await Promise.all(operators.map((o) => tolerate(checkAutoRefundStatus(o, id))));
        } else if (what < 0.8) await tolerate(deleteRefund(op, id));
        else {
          const refund = await prisma.refund.findUniqueOrThrow({ where: { id }, include: { tour: true } });
          await tolerate(settleRefundByLeader(refund.tour.leaderId, refund.tourId, id, { refNum: `L${step}` }));
        }
        count("refund-action");
      } else if (roll < 0.83 && step > OPERATIONS / 2) {
        // A session ends: its sale money becomes withdrawable (and it sells no more).
        const tour = pick(tours.filter((t) => !ended.has(t.tour.id)));
        if (!tour) continue;
        await endSession(tour);
        ended.add(tour.tour.id);
        count("session-ended");
      } else {
        const figures = await getWalletFigures(prisma, user.user.id);
        expect(
          figures.withdrawable >= 0n &&
            figures.pending >= 0n &&
            figures.pending <= (figures.balance < 0n ? 0n : figures.balance),
        ).toBe(true);
      }
    }

    expect(await checkLedgerInvariants(prisma)).toEqual([]);
    // Money held for checkouts = the requests still in process.
    const open = await prisma.checkout.aggregate({
      where: { id: { in: checkoutIds }, status: "InProcess" },
      _sum: { amount: true },
    });
    expect((await balanceOf(prisma, checkoutsPayable)) - checkoutsBefore).toBe(open._sum.amount ?? 0n);
    // Each checkout moved money exactly as its state says.
    for (const c of await prisma.checkout.findMany({ where: { id: { in: checkoutIds } } })) {
      const keys = await prisma.ledgerTransaction.findMany({
        where: { idempotencyKey: { in: [`checkout:${c.id}`, `checkout:${c.id}:paid`, `checkout:${c.id}:deleted`] } },
        select: { idempotencyKey: true },
      });
      const expected = [
        `checkout:${c.id}`,
        ...(c.status === "Paid"
          ? [`checkout:${c.id}:paid`]
          : c.status === "Deleted"
            ? [`checkout:${c.id}:deleted`]
            : []),
      ];
      expect(keys.map((k) => k.idempotencyKey).sort()).toEqual(expected.sort());
    }
    // Money owed to travellers = the refunds of this run still waiting (not paid, not deleted).
    const waiting = await prisma.refund.aggregate({
      where: { id: { in: refundIds }, deletedAt: null, state: { in: ["OperatorPending", "TourLeaderPending"] } },
      _sum: { returnedAmount: true },
    });
    expect((await balanceOf(prisma, refundsPayable)) - refundsBefore).toBe(waiting._sum.returnedAmount ?? 0n);
    for (const u of users) expect((await balanceOf(prisma, wallet(u.user.id))) >= 0n).toBe(true);
    expect(Object.keys(counts).length).toBeGreaterThanOrEqual(5);
  }, 240_000);
});
