// Affiliate sales through `?sellerId=`: who may sell (the tour's switch, assigned leaders,
// collaborators), the SellerCommission line and its proportional return on a refund, the credit
// plan, and the per-tour cap of the sellers' tickets under 100 concurrent sales.
import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { wallet } from "@/lib/ledger/accounts";
import { balanceOf } from "@/lib/ledger/balance";
import { checkLedgerInvariants } from "@/lib/ledger/invariants";
import { actOnSandbox, fundWallet, startSandboxPayment } from "@/lib/payments/testing/fixtures";
import {
  counterMismatches,
  createSellingTour,
  passenger,
  reserve,
  sessionInput,
} from "@/lib/reservations/testing/fixtures";
import { api } from "@/tests/helpers/api";
import { createUser } from "@/tests/helpers/factories";
import { getAffiliateReport } from "./get-affiliate-report";
import { AFFILIATE_MESSAGES as A } from "./messages";
import { issueOtp } from "@/lib/accounts/testing/fixtures";

const selling = (overrides: Record<string, unknown> = {}, leader?: Awaited<ReturnType<typeof createUser>>) =>
  createSellingTour(
    {
      affiliatesCanSellThisTour: true,
      shareFromSalesToAffiliates: 10,
      shareIsInPercent: true,
      tourDiscounts: [],
      refundRules: [{ daysBefore: 30, penaltyPercent: 20 }],
      sessions: [sessionInput(15, { vehicles: [] })],
      ...overrides,
    },
    leader,
  );

async function assignedAffiliate(leaderId: number, extra: Record<string, unknown> = {}) {
  const affiliate = await createUser({ role: "Affiliate", ...extra });
  await prisma.affiliateLeader.create({ data: { affiliateId: affiliate.user.id, leaderId } });
  return affiliate;
}

async function payOnline(billId: string) {
  const { authority } = await startSandboxPayment(billId);
  const callback = await actOnSandbox(authority, "pay");
  expect((await api("GET", callback)).status).toBe(303);
}

const entriesOf = async (key: string) => {
  const t = await prisma.ledgerTransaction.findUnique({
    where: { idempotencyKey: key },
    include: { entries: { include: { account: true } } },
  });
  return t
    ? {
        type: t.type,
        byUser: Object.fromEntries(t.entries.map((e) => [`${e.account.kind}:${e.account.userId ?? 0}`, e.amount])),
      }
    : null;
};

describe("affiliate sales", () => {
  it("credits an assigned affiliate's share as SellerCommission and takes it back in proportion on a refund", async () => {
    const leader = await createUser();
    const { tour, session } = await selling({}, leader);
    const affiliate = await assignedAffiliate(leader.user.id);
    const mobile = "09351112233";
    const res = await reserve(tour.id, session.id, {
      sellerId: affiliate.user.id,
      passengers: [passenger({ mobile })],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await payOnline(res.body.billId);

    // 2,500,000: platform 5% (125,000), seller 10% (250,000), leader the rest.
    expect(await entriesOf(`bill:${res.body.billId}:seller`)).toEqual({
      type: "SellerCommission",
      byUser: { [`UserWallet:${leader.user.id}`]: -250_000n, [`UserWallet:${affiliate.user.id}`]: 250_000n },
    });
    expect(await balanceOf(prisma, wallet(affiliate.user.id))).toBe(250_000n);
    expect(await balanceOf(prisma, wallet(leader.user.id))).toBe(2_125_000n);

    // The affiliate's dashboard report.
    const sold = await getAffiliateReport(affiliate.user.id);
    expect(sold).toMatchObject({ ticketsSold: 1, salesAmount: 2_500_000n, commissionEarned: 250_000n, toursSold: 1 });
    expect(sold.weeks).toHaveLength(12);
    expect(sold.weeks.at(-1)).toMatchObject({ tickets: 1, commission: 250_000n });

    // Both see their line in their balance report.
    const report = await api("GET", "/api/Users/Self/balance", { token: affiliate.token });
    expect(report.status).toBe(200);
    expect(report.body).toMatchObject({ balance: 250_000, totalSale: 250_000, saleCount: 1, passengerCount: 1 });

    // The traveller cancels with a 20% penalty: 80% of everyone's part goes back.
    const ticket = await api("GET", `/api/tour/manage-ticket/${mobile}/${res.body.trackingId}`);
    expect(ticket.status, JSON.stringify(ticket.body)).toBe(200);
    const cancel = await api("POST", "/api/tour/passengers/refund", {
      body: {
        mobile,
        trackingId: res.body.trackingId,
        passengerIds: ticket.body.passengers.map((p: { id: number }) => p.id),
        penaltyPercent: 20,
        otpCode: await issueOtp(mobile),
      },
    });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    const refund = await prisma.refund.findFirstOrThrow({
      where: { reservation: { trackingId: res.body.trackingId } },
    });
    expect(await entriesOf(`refund:${refund.id}:seller`)).toEqual({
      type: "RefundSellerCommissionToOwner",
      byUser: { [`UserWallet:${affiliate.user.id}`]: -200_000n, [`UserWallet:${leader.user.id}`]: 200_000n },
    });
    expect(await balanceOf(prisma, wallet(affiliate.user.id))).toBe(50_000n);
    // Leader: 2,125,000 − 80% of (2,125,000) = 425,000.
    expect(await balanceOf(prisma, wallet(leader.user.id))).toBe(425_000n);
    expect(await checkLedgerInvariants(prisma)).toEqual([]);
  });

  it("refuses a seller with a Persian 422 when the tour's switch is off, and writes nothing", async () => {
    const leader = await createUser();
    const { tour, session } = await selling({ affiliatesCanSellThisTour: false }, leader);
    const affiliate = await assignedAffiliate(leader.user.id);
    const before = await prisma.reservation.count({ where: { tourId: tour.id } });
    const res = await reserve(tour.id, session.id, { sellerId: affiliate.user.id, passengers: [passenger()] });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ errors: [A.sellingClosed], codes: ["seller_not_allowed"] });
    expect(await prisma.reservation.count({ where: { tourId: tour.id } })).toBe(before);
    expect((await prisma.tourSession.findUniqueOrThrow({ where: { id: session.id } })).bookedCount).toBe(0);
    // The public tour drops such a link (404 with it; the page retries without).
    expect((await api("GET", `/api/Tour/${tour.id}?sellerId=${affiliate.user.id}`)).status).toBe(404);
  });

  it("refuses an affiliate not assigned to the leader and not a collaborator; accepts a collaborator", async () => {
    const { tour, session } = await selling();
    const stranger = await createUser({ role: "Affiliate" });
    const res = await reserve(tour.id, session.id, { sellerId: stranger.user.id, passengers: [passenger()] });
    expect(res.status).toBe(422);
    expect(res.body.codes).toEqual(["seller_unknown"]);
    const unconfirmed = await assignedAffiliate(tour.leaderId, { confirmed: false });
    expect(
      (await reserve(tour.id, session.id, { sellerId: unconfirmed.user.id, passengers: [passenger()] })).status,
    ).toBe(422);

    await prisma.tourCollaborator.create({ data: { tourId: tour.id, userId: stranger.user.id } });
    const ok = await reserve(tour.id, session.id, { sellerId: stranger.user.id, passengers: [passenger()] });
    expect(ok.status).toBe(200);
    expect((await api("GET", `/api/Tour/${tour.id}?sellerId=${stranger.user.id}`)).body.seller).toMatchObject({
      id: stranger.user.id,
    });
  });

  it("credit plan: the affiliate buys from their wallet at the price less their share; a traveller on their link is refused", async () => {
    const leader = await createUser();
    const { tour, session } = await selling({}, leader);
    const affiliate = await assignedAffiliate(leader.user.id, { isOnlineSales: false });
    await fundWallet(affiliate.user.id, 3_000_000n);

    const viaLink = await reserve(tour.id, session.id, { sellerId: affiliate.user.id, passengers: [passenger()] });
    expect(viaLink.status).toBe(422);
    expect(viaLink.body.codes).toEqual(["seller_credit_plan"]);

    const mobile = "09351112244";
    const res = await reserve(
      tour.id,
      session.id,
      { sellerId: affiliate.user.id, paymentMethod: "Credit", passengers: [passenger({ mobile })] },
      affiliate.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.amount).toBe(2_250_000);
    const paid = await api("POST", `/api/tour/bill/${res.body.billId}/credit-purchase/${res.body.paymentToken}`, {
      token: affiliate.token,
    });
    expect(paid.body).toMatchObject({ success: true });
    expect(await balanceOf(prisma, wallet(affiliate.user.id))).toBe(750_000n);
    expect(await balanceOf(prisma, wallet(leader.user.id))).toBe(2_125_000n);
    expect(await prisma.ledgerTransaction.count({ where: { idempotencyKey: `bill:${res.body.billId}:seller` } })).toBe(
      0,
    );
    expect(await getAffiliateReport(affiliate.user.id)).toMatchObject({
      ticketsSold: 1,
      salesAmount: 2_500_000n,
      commissionEarned: 250_000n,
    });

    // A refund returns the reduced price (80% of it) into the affiliate's wallet.
    const ticket = await api("GET", `/api/tour/manage-ticket/${mobile}/${res.body.trackingId}`);
    const cancel = await api("POST", "/api/tour/passengers/refund", {
      body: {
        mobile,
        trackingId: res.body.trackingId,
        passengerIds: ticket.body.passengers.map((p: { id: number }) => p.id),
        penaltyPercent: 20,
        otpCode: await issueOtp(mobile),
      },
    });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    expect(await balanceOf(prisma, wallet(affiliate.user.id))).toBe(750_000n + 1_800_000n);
    expect(await checkLedgerInvariants(prisma)).toEqual([]);
  });

  it("sells exactly 7 tickets to 100 concurrent affiliate sales against a cap of 7", { timeout: 90_000 }, async () => {
    const leader = await createUser();
    const { tour, session } = await selling(
      { maxSellCountFromCollaborators: 7, sessions: [sessionInput(15, { capacity: 200, vehicles: [] })] },
      leader,
    );
    const affiliates = await Promise.all([1, 2, 3].map(() => assignedAffiliate(leader.user.id)));
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        reserve(tour.id, session.id, { sellerId: affiliates[i % 3].user.id, passengers: [passenger()] }),
      ),
    );
    const elapsed = Date.now() - started;
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(7);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(93);
    for (const r of refused) expect(r.body.codes).toEqual(["seller_limit"]);
    expect(
      await prisma.passenger.count({
        where: { activeNationalKey: { not: null }, reservation: { tourId: tour.id, sellerId: { not: null } } },
      }),
    ).toBe(7);
    expect((await prisma.tourSession.findUniqueOrThrow({ where: { id: session.id } })).bookedCount).toBe(7);
    // The leader's own sales are not capped.
    expect((await reserve(tour.id, session.id, { passengers: [passenger()] })).status).toBe(200);
    expect(await counterMismatches(tour.id)).toEqual([]);
    console.info(`[bench] 100 concurrent affiliate sales against a cap of 7: ${elapsed} ms`);
  });
});
