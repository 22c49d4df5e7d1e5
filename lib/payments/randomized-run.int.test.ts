// A seeded random run of create / pay online / cancel at the gateway / card-to-card decisions /
// credit purchases / cancellations / sweeps, some fired concurrently, then the ledger invariants
// and the bill ↔ purpose ↔ ledger consistency are checked. PAYMENTS_SEED=<n> replays a run.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";
import { ApiError } from "@/lib/http/errors";
import { balanceOf } from "@/lib/ledger/balance";
import { checkLedgerInvariants } from "@/lib/ledger/invariants";
import { createUser } from "@/tests/helpers/factories";
import { cancelBill } from "./cancel-bill";
import { determineCardToCard } from "./determine-card-to-card";
import { actOnSandboxPayment } from "./gateways/sandbox";
import { payFromCredit } from "./pay-from-credit";
import { startOnlinePayment } from "./start-online-payment";
import { submitCardToCard } from "./submit-card-to-card";
import { sweepPayments } from "./sweep-payments";
import { createTestBill, fundWallet, registerTestPurpose, type TestPurpose } from "./testing/fixtures";
import { verifyOnlinePayment } from "./verify-online-payment";
import { mulberry32 } from "@/tests/helpers/prng";

const SEED = Number(process.env.PAYMENTS_SEED ?? 20261121);
const OPERATIONS = 160;

let purpose: TestPurpose;
let leaders: number[];
let buyers: { id: number; caller: Caller }[];
let operator: Caller;

beforeAll(async () => {
  purpose = registerTestPurpose();
  leaders = (await Promise.all([1, 2].map(() => createUser({ role: "Leader" })))).map((u) => u.user.id);
  buyers = (await Promise.all([1, 2, 3].map(() => createUser({ role: "Affiliate" })))).map(({ user }) => ({
    id: user.id,
    caller: { userId: user.id, role: user.role, canLogin: true },
  }));
  const op = (await createUser({ role: "Operator" })).user;
  operator = { userId: op.id, role: op.role, canLogin: true };
});
afterAll(() => purpose.restore());

/** A 4xx answer is a legitimate outcome of a random operation (an expired bill, too little credit, ...). */
async function tolerate(work: Promise<unknown>) {
  try {
    await work;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
  }
}

describe("randomized payments run", () => {
  it(`keeps the ledger and the bills consistent (seed ${SEED})`, async () => {
    const random = mulberry32(SEED);
    const pick = <T>(list: T[]): T | undefined => (list.length ? list[Math.floor(random() * list.length)] : undefined);
    const bills: { id: string; method: "Online" | "C2C" | "Credit"; token: string; paymentId: number }[] = [];
    const funded = new Map<number, bigint>();
    let clock = Date.now();
    const pendingOf = async (method: "Online" | "C2C" | "Credit") => {
      const open = await prisma.bill.findMany({
        where: { id: { in: bills.filter((b) => b.method === method).map((b) => b.id) }, status: "Pending" },
        select: { id: true },
      });
      return bills.filter((b) => open.some((o) => o.id === b.id));
    };

    for (let step = 0; step < OPERATIONS; step++) {
      const roll = random();
      if (roll < 0.3) {
        const method = pick(["Online", "C2C", "Credit"] as const)!;
        const created = await createTestBill(purpose, {
          beneficiaryId: pick(leaders)!,
          method,
          amount: BigInt(10 + Math.floor(random() * 90)) * 10_000n,
          now: new Date(clock),
        });
        bills.push({ id: created.bill.id, method, token: created.paymentToken, paymentId: created.paymentId });
      } else if (roll < 0.45) {
        const bill = pick(await pendingOf("Online"));
        if (!bill) continue;
        await tolerate(
          (async () => {
            const { authority } = await startOnlinePayment(bill.id, new Date(clock));
            const pay = random() < 0.75;
            await actOnSandboxPayment(authority, pay ? "pay" : "cancel");
            if (random() < 0.2) return; // the browser never comes back: the sweeper's job
            const callbacks = random() < 0.3 ? 5 : 1;
            await Promise.all(
              Array.from({ length: callbacks }, () =>
                verifyOnlinePayment({ billId: bill.id, authority, status: pay ? "OK" : "NOK" }),
              ),
            );
          })(),
        );
      } else if (roll < 0.6) {
        const bill = pick(await pendingOf("C2C"));
        if (!bill) continue;
        await tolerate(submitCardToCard(bill.id, bill.token, `RF${step}XYZ`, new Date(clock)));
        if (random() < 0.8) {
          const confirm = random() < 0.6;
          await Promise.all([
            tolerate(determineCardToCard(bill.paymentId, confirm, operator)),
            tolerate(determineCardToCard(bill.paymentId, confirm, operator)),
          ]);
        }
      } else if (roll < 0.72) {
        const bill = pick(await pendingOf("Credit"));
        if (!bill) continue;
        const buyer = pick(buyers)!;
        await tolerate(payFromCredit(bill.id, bill.token, buyer.caller, new Date(clock)));
      } else if (roll < 0.8) {
        const buyer = pick(buyers)!;
        const amount = BigInt(5 + Math.floor(random() * 60)) * 10_000n;
        await fundWallet(buyer.id, amount);
        funded.set(buyer.id, (funded.get(buyer.id) ?? 0n) + amount);
      } else if (roll < 0.88) {
        const bill = pick(bills);
        if (bill) await prisma.$transaction((tx) => cancelBill(tx, bill.id));
      } else {
        clock += Math.floor(random() * 20 * 60_000);
        await sweepPayments(new Date(clock));
      }
    }
    await sweepPayments(new Date(clock + 25 * 60 * 60_000));

    expect(await checkLedgerInvariants(prisma)).toEqual([]);

    const rows = await prisma.bill.findMany({
      where: { id: { in: bills.map((b) => b.id) } },
      include: { payments: true },
    });
    const postings = await prisma.ledgerTransaction.findMany({
      where: { idempotencyKey: { in: bills.map((b) => `bill:${b.id}:paid`) } },
      include: { entries: true },
    });
    const statuses = new Map<string, number>();
    for (const bill of rows) {
      statuses.set(bill.status, (statuses.get(bill.status) ?? 0) + 1);
      const posting = postings.filter((p) => p.idempotencyKey === `bill:${bill.id}:paid`);
      if (bill.status === "Paid") {
        expect(posting, `bill ${bill.id}`).toHaveLength(1);
        expect(posting[0].entries.reduce((s, e) => s + e.amount, 0n)).toBe(0n);
        expect(purpose.paid.get(bill.id)).toBe(1);
        expect(purpose.released.has(bill.id)).toBe(false);
        expect(bill.payments.filter((p) => ["Verified", "Confirmed", "Paid"].includes(p.status))).toHaveLength(1);
      } else {
        expect(posting, `bill ${bill.id}`).toHaveLength(0);
        expect(purpose.paid.has(bill.id)).toBe(false);
        // The last sweep is past every deadline except a card-to-card code awaiting the operator.
        if (bill.status === "Pending") expect(bill.payments.some((p) => p.status === "PendingConfirmation")).toBe(true);
        else expect(purpose.released.get(bill.id)).toBe(1);
      }
    }
    // Every bill of the run reached a state, and the run exercised more than one outcome.
    expect(rows).toHaveLength(bills.length);
    expect(statuses.get("Paid") ?? 0).toBeGreaterThan(0);
    expect((statuses.get("Cancelled") ?? 0) + (statuses.get("Expired") ?? 0)).toBeGreaterThan(0);

    // Each buyer's wallet: what was granted minus what credit purchases took.
    for (const buyer of buyers) {
      const spent = rows
        .filter((b) => b.status === "Paid" && b.method === "Credit" && b.payerUserId === buyer.id)
        .reduce((s, b) => s + b.amount, 0n);
      expect(await balanceOf(prisma, { kind: "UserWallet", userId: buyer.id })).toBe(
        (funded.get(buyer.id) ?? 0n) - spent,
      );
    }
  });
});
