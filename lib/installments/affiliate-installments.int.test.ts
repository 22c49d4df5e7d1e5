// An affiliate sells a ticket in installments: the seller's share of the ticket is paid part by part,
// as each part is paid (online through the pay link, or recorded offline by the leader), never on
// the surcharge, and adds up to the share of the same ticket sold at once; a cancel after one part
// takes back only the share of what was paid, in proportion to the refund.
import { expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { wallet } from "@/lib/ledger/accounts";
import { balanceOf } from "@/lib/ledger/balance";
import { checkLedgerInvariants } from "@/lib/ledger/invariants";
import { actOnSandbox } from "@/lib/payments/testing/fixtures";
import { passenger, reserve } from "@/lib/reservations/testing/fixtures";
import { api } from "@/tests/helpers/api";
import { createUser } from "@/tests/helpers/factories";
import { installmentPayUrl } from "./pay-token";
import { createInstallmentTour, createPlan } from "./testing/fixtures";

type User = Awaited<ReturnType<typeof createUser>>;

async function payThrough(path: string) {
  const start = await api("GET", path);
  expect(start.status, JSON.stringify(start.body)).toBe(303);
  const authority = /\/payment\/sandbox\/([^/?]+)/.exec(start.headers.get("location")!)![1];
  expect((await api("GET", await actOnSandbox(authority, "pay"))).status).toBe(303);
}

const relative = (url: string) => {
  const u = new URL(url);
  return u.pathname + u.search;
};

/** The seller line of a bill: what went from the leader's wallet to the affiliate's. */
async function sellerLine(billId: string) {
  const t = await prisma.ledgerTransaction.findUnique({
    where: { idempotencyKey: `bill:${billId}:seller` },
    include: { entries: { include: { account: true } } },
  });
  if (!t) return null;
  const of = (userId: number) => t.entries.find((e) => e.account.kind === "UserWallet" && e.account.userId === userId)!;
  return { type: t.type, toSeller: of(t.entries.find((e) => e.amount > 0n)!.account.userId!).amount };
}

async function affiliateSale(leader: User, affiliate: User, refundRules: unknown[] = []) {
  // 2,500,000 a ticket, 10 % to the affiliate; the plan adds 5 %: 2,625,000 in 30 % down and two parts.
  const plan = await createPlan(leader, { downPaymentPercent: 30, surchargePercent: 5 });
  const { tour, session } = await createInstallmentTour(leader, [plan.id], [40], {
    affiliatesCanSellThisTour: true,
    shareFromSalesToAffiliates: 10,
    shareIsInPercent: true,
    tourDiscounts: [],
    refundRules,
  });
  await prisma.affiliateLeader.create({ data: { affiliateId: affiliate.user.id, leaderId: leader.user.id } });
  const sale = await reserve(tour.id, session.id, {
    sellerId: affiliate.user.id,
    paymentMethod: "Installment",
    installmentPlanId: plan.id,
    passengers: [passenger()],
  });
  expect(sale.status, JSON.stringify(sale.body)).toBe(200);
  const reservation = await prisma.reservation.findUniqueOrThrow({
    where: { billId: sale.body.billId },
    include: { installments: { orderBy: { sequence: "asc" } } },
  });
  expect(reservation.sellerId).toBe(affiliate.user.id);
  return { sale: sale.body as { billId: string; amount: number }, reservation };
}

it("pays the affiliate's share part by part, online and offline, adding up to the share of the ticket", async () => {
  const [leader, affiliate] = await Promise.all([createUser(), createUser({ role: "Affiliate" })]);
  const { sale, reservation } = await affiliateSale(leader, affiliate);
  const parts = reservation.installments;
  expect(parts.map((p) => p.amount)).toEqual([787_500n, 918_750n, 918_750n]);
  // The share is 10 % of the ticket (2,500,000), not of the surcharge: 250,000 split like the amounts.
  expect(parts.reduce((s, p) => s + p.sellerShare, 0n)).toBe(250_000n);
  expect(parts.every((p) => p.sellerShare > 0n)).toBe(true);
  expect(sale.amount).toBe(787_500);

  await payThrough(`/api/payment/bill/${sale.billId}`);
  expect(await sellerLine(sale.billId)).toEqual({ type: "SellerCommission", toSeller: parts[0].sellerShare });
  expect(await balanceOf(prisma, wallet(affiliate.user.id))).toBe(parts[0].sellerShare);

  await payThrough(relative(installmentPayUrl(parts[1].id)));
  const first = await prisma.reservationInstallment.findUniqueOrThrow({ where: { id: parts[1].id } });
  expect(first.status).toBe("Paid");
  expect(await sellerLine(first.billId!)).toEqual({ type: "SellerCommission", toSeller: parts[1].sellerShare });
  expect(await balanceOf(prisma, wallet(affiliate.user.id))).toBe(parts[0].sellerShare + parts[1].sellerShare);

  // The leader records the last part in cash: the platform's commission and the affiliate's share of
  // that part come out of the leader's wallet, which the online parts have filled.
  const offline = await api("POST", `/api/installments/${parts[2].id}/offline-payment`, {
    token: leader.token,
    body: { amount: Number(parts[2].amount), paidAt: new Date().toISOString(), kind: "cash" },
  });
  expect(offline.status, JSON.stringify(offline.body)).toBe(200);
  expect(await balanceOf(prisma, wallet(affiliate.user.id))).toBe(250_000n);
  const passengers = await prisma.passenger.findMany({ where: { reservationId: reservation.id } });
  expect(passengers.reduce((s, p) => s + p.sellerShare, 0n)).toBe(250_000n);
  expect(passengers.reduce((s, p) => s + p.paid, 0n)).toBe(2_625_000n);
  expect(await checkLedgerInvariants(prisma)).toEqual([]);
});

it("takes back from the affiliate only the share of what was paid when the leader cancels after the down payment", async () => {
  const [leader, affiliate] = await Promise.all([createUser(), createUser({ role: "Affiliate" })]);
  const { sale, reservation } = await affiliateSale(leader, affiliate, [{ daysBefore: 60, penaltyPercent: 20 }]);
  await payThrough(`/api/payment/bill/${sale.billId}`);
  const down = reservation.installments[0].sellerShare;
  expect(await balanceOf(prisma, wallet(affiliate.user.id))).toBe(down);

  const cancelled = await api("POST", `/api/installment-sales/${reservation.id}/cancel`, { token: leader.token });
  expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
  expect(cancelled.body.paidAmount).toBe(787_500);
  // 80 % of the down payment goes back, and 80 % of the affiliate's share of it with it.
  const back = await prisma.ledgerTransaction.findUniqueOrThrow({
    where: { idempotencyKey: `refund:${cancelled.body.refundId}:seller` },
    include: { entries: { include: { account: true } } },
  });
  const fromSeller = back.entries.find((e) => e.account.userId === affiliate.user.id)!.amount;
  expect(-fromSeller).toBe((down * 80n) / 100n);
  expect(await balanceOf(prisma, wallet(affiliate.user.id))).toBe(down + fromSeller);
  const rows = await prisma.reservationInstallment.findMany({ where: { reservationId: reservation.id } });
  expect(rows.filter((r) => r.status === "Cancelled")).toHaveLength(2);
  expect(await checkLedgerInvariants(prisma)).toEqual([]);
});
