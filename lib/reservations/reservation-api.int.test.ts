// The reservation calls end to end through the route wrapper: prices from the database, holds,
// the three payment methods, releases, and every kind of bad input (4xx, Persian, nothing written).
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { balanceOf } from "@/lib/ledger/balance";
import { platformRevenue, wallet } from "@/lib/ledger/accounts";
import { checkLedgerInvariants } from "@/lib/ledger/invariants";
import { actOnSandbox, fundWallet, startSandboxPayment } from "@/lib/payments/testing/fixtures";
import { getWalletFigures } from "@/lib/wallet/get-wallet-figures";
import { api } from "@/tests/helpers/api";
import { createUser } from "@/tests/helpers/factories";
import { RESERVATION_MESSAGES as M } from "./messages";
import {
  counterMismatches,
  createAffiliateSellingTour,
  createSellingTour,
  passenger,
  reserve,
  sessionInput,
  validNationalId,
} from "./testing/fixtures";

let fixture: Awaited<ReturnType<typeof createSellingTour>>;
let operator: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  fixture = await createSellingTour({
    tourDiscounts: [
      { code: "DAMAVAND10", capacity: 5, percent: 10 },
      { code: "ONCE", capacity: 1, price: 200_000 },
    ],
    sessions: [
      sessionInput(20, { vehicles: [{ vehicleType: "Bus44", busPassengersCanChooseTheirSeat: true, price: 100_000 }] }),
    ],
  });
  operator = await createUser({ role: "Operator" });
});

const bus = () => fixture.session.vehicles[0];
const item = () => fixture.tour.extraItems[0];
const sessionRow = () => prisma.tourSession.findUniqueOrThrow({ where: { id: fixture.session.id } });
const seatStates = async () =>
  (await api("GET", `/api/Tour/${fixture.tour.id}/vehicle/${bus().id}/seats`)).body.seats as {
    seatNumber: number;
    state: string;
  }[];

async function payOnline(billId: string, action: "pay" | "cancel") {
  const { authority } = await startSandboxPayment(billId);
  const callback = await actOnSandbox(authority, action);
  const back = await api("GET", callback);
  expect(back.status).toBe(303);
  const receipt = await api("GET", back.headers.get("location")!);
  expect(receipt.status).toBe(303);
  return new URL(receipt.headers.get("location")!);
}

describe("POST /api/tour/{tourId}/reservation/session/{sessionId}", () => {
  it("prices from the database, holds everything, and pays online through the sandbox", async () => {
    const before = await sessionRow();
    const buyer = passenger({ vehicleId: bus().id, seat: 1, extraItems: [{ id: item().id, number: 1 }] });
    const res = await reserve(fixture.tour.id, fixture.session.id, {
      discountCode: "damavand10",
      paymentMethod: "online",
      email: "buyer@example.com",
      uuid: "visitor-1",
      // The browser's idea of prices is never read.
      price: 1,
      passengers: [
        buyer,
        passenger({ vehicleId: bus().id, seat: 2, ageGroup: "adult", gender: "male" }),
        passenger({ vehicleId: bus().id, seat: 3, ageGroup: "Child" }),
      ],
    });
    expect(res.status).toBe(200);
    // (2.5M + 0.1M + 0.3M) + (2.5M + 0.1M) + (1.8M + 0.1M) = 7.4M, less 10%.
    expect(res.body).toMatchObject({
      amount: 6_660_000,
      paymentMethod: "Online",
      paymentUrl: `/api/payment/bill/${res.body.billId}`,
      c2cCard: null,
    });
    expect(res.body.trackingId).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);

    expect((await sessionRow()).bookedCount).toBe(before.bookedCount + 3);
    expect((await prisma.tourExtraItem.findUniqueOrThrow({ where: { id: item().id } })).soldCount).toBe(1);
    expect((await seatStates()).filter((s) => s.state === "taken").map((s) => s.seatNumber)).toEqual([1, 2, 3]);

    const ticketUrl = `/api/tour/ticket/${buyer.mobile}/${res.body.trackingId}`;
    expect((await api("GET", ticketUrl)).body).toMatchObject({
      status: "Reserved",
      totalAmount: 7_400_000,
      discount: { code: "DAMAVAND10", amount: 740_000 },
    });

    const final = await payOnline(res.body.billId, "pay");
    expect(final.pathname).toBe(`/${fixture.tour.leaderId}/tour/${fixture.tour.id}/reserve/finalReceipt`);
    expect(Object.fromEntries(final.searchParams)).toMatchObject({ billId: res.body.billId, status: "paid" });
    expect(final.toString()).not.toMatch(new RegExp(`${res.body.trackingId}|${buyer.mobile}`));

    const ticket = (
      await api(
        "GET",
        ticketUrl.toLowerCase().replace(res.body.trackingId.toLowerCase(), res.body.trackingId.toLowerCase()),
      )
    ).body;
    expect(ticket.status).toBe("ConfirmedPayment");
    expect(ticket.paidAmount).toBe(6_660_000);
    expect(ticket.passengers.map((p: { status: string }) => p.status)).toEqual([
      "ConfirmedPayment",
      "ConfirmedPayment",
      "ConfirmedPayment",
    ]);
    expect(ticket.passengers.reduce((s: number, p: { paid: number }) => s + p.paid, 0)).toBe(6_660_000);

    const posted = await prisma.ledgerTransaction.findMany({
      where: { idempotencyKey: `bill:${res.body.billId}:paid` },
      include: { entries: true },
    });
    expect(posted).toHaveLength(1);
    const commission = (
      await prisma.passenger.aggregate({
        where: { reservation: { trackingId: res.body.trackingId } },
        _sum: { commission: true },
      })
    )._sum.commission!;
    expect(commission).toBeGreaterThan(0n);
    expect(await balanceOf(prisma, wallet(fixture.tour.leaderId))).toBe(6_660_000n - commission);
    const sms = await prisma.smsMessage.findFirst({ where: { mobile: buyer.mobile }, orderBy: { id: "desc" } });
    expect(sms?.text).toContain(res.body.trackingId);
    expect(await checkLedgerInvariants(prisma)).toEqual([]);
    expect(await counterMismatches(fixture.tour.id)).toEqual([]);
  });

  it("gives seats, places, extra items and the discount use back when the payer cancels at the gateway", async () => {
    const before = await sessionRow();
    const discountBefore = await prisma.tourDiscount.findFirstOrThrow({
      where: { tourId: fixture.tour.id, code: "ONCE" },
    });
    const res = await reserve(fixture.tour.id, fixture.session.id, {
      discountCode: "ONCE",
      passengers: [passenger({ vehicleId: bus().id, seat: 10, extraItems: [{ id: item().id, number: 2 }] })],
    });
    expect(res.status).toBe(200);
    expect((await prisma.tourDiscount.findUniqueOrThrow({ where: { id: discountBefore.id } })).usedCount).toBe(1);
    expect(
      (await api("GET", `/api/tour/${fixture.tour.id}/session/${fixture.session.id}/discount/once`)).body
        .availableCapacity,
    ).toBe(0);

    const final = await payOnline(res.body.billId, "cancel");
    expect(final.searchParams.get("status")).toBe("failed");
    expect((await sessionRow()).bookedCount).toBe(before.bookedCount);
    expect((await seatStates()).find((s) => s.seatNumber === 10)?.state).toBe("free");
    expect((await prisma.tourDiscount.findUniqueOrThrow({ where: { id: discountBefore.id } })).usedCount).toBe(0);
    const ticket = await prisma.reservation.findUniqueOrThrow({
      where: { trackingId: res.body.trackingId },
      include: { passengers: true },
    });
    expect(ticket.status).toBe("PaymentAbortedByUser");
    expect(ticket.passengers[0]).toMatchObject({ status: "PaymentAbortedByUser", activeNationalKey: null });
    expect(await counterMismatches(fixture.tour.id)).toEqual([]);
  });

  it("card to card: temporary reservation, then the operator confirms or rejects", async () => {
    const buyer = passenger({ vehicleId: bus().id, seat: 20 });
    const res = await reserve(fixture.tour.id, fixture.session.id, {
      paymentMethod: "card-to-card",
      passengers: [buyer],
    });
    expect(res.status).toBe(200);
    expect(res.body.paymentMethod).toBe("C2C");
    expect(res.body.c2cCard.cardNumber).toMatch(/^\d{16}$/);
    expect(
      (await api("POST", `/api/tour/bill/${res.body.billId}/complete-c2c/${res.body.paymentToken}/refId/123456789`))
        .status,
    ).toBe(200);
    const ticketUrl = `/api/tour/ticket/${buyer.mobile}/${res.body.trackingId}`;
    expect((await api("GET", ticketUrl)).body.status).toBe("Card2CardPaymentPendingConfirmation");

    const payment = await prisma.payment.findFirstOrThrow({ where: { billId: res.body.billId } });
    const decided = await api("PUT", `/api/Operator/determine-c2c-payment/${payment.id}?confirm=true`, {
      token: operator.token,
    });
    expect(decided.status).toBe(200);
    expect((await api("GET", ticketUrl)).body.status).toBe("ConfirmedCard2CardPayment");
    const sms = await prisma.smsMessage.findMany({ where: { mobile: buyer.mobile } });
    expect(sms).toHaveLength(1);
    expect(sms[0].text).toContain(res.body.trackingId);

    const other = passenger({ vehicleId: bus().id, seat: 21 });
    const second = await reserve(fixture.tour.id, fixture.session.id, { paymentMethod: "C2C", passengers: [other] });
    await api("POST", `/api/tour/bill/${second.body.billId}/complete-c2c/${second.body.paymentToken}/refId/55555`);
    const p2 = await prisma.payment.findFirstOrThrow({ where: { billId: second.body.billId } });
    expect(
      (await api("PUT", `/api/Operator/determine-c2c-payment/${p2.id}?confirm=false`, { token: operator.token }))
        .status,
    ).toBe(200);
    expect((await api("GET", `/api/tour/ticket/${other.mobile}/${second.body.trackingId}`)).body.status).toBe(
      "Card2CardPaymentRefused",
    );
    expect((await seatStates()).find((s) => s.seatNumber === 21)?.state).toBe("free");
    expect(await counterMismatches(fixture.tour.id)).toEqual([]);
  });

  it("credit: needs a signed-in buyer with enough credit", async () => {
    const noLogin = await reserve(fixture.tour.id, fixture.session.id, {
      paymentMethod: "Credit",
      passengers: [passenger({ vehicleId: bus().id, seat: 30 })],
    });
    expect(noLogin.status).toBe(401);
    const affiliate = await createUser({ role: "Affiliate" });
    await fundWallet(affiliate.user.id, 5_000_000n);
    const res = await reserve(
      fixture.tour.id,
      fixture.session.id,
      { paymentMethod: "Credit", passengers: [passenger({ vehicleId: bus().id, seat: 30 })] },
      affiliate.token,
    );
    expect(res.status).toBe(200);
    const paid = await api("POST", `/api/tour/bill/${res.body.billId}/credit-purchase/${res.body.paymentToken}`, {
      token: affiliate.token,
    });
    expect(paid.body).toMatchObject({ success: true });
    expect((await prisma.reservation.findUniqueOrThrow({ where: { trackingId: res.body.trackingId } })).status).toBe(
      "ConfirmedCreditPayment",
    );
    expect(await balanceOf(prisma, wallet(affiliate.user.id))).toBe(5_000_000n - 2_600_000n);
    expect(await checkLedgerInvariants(prisma)).toEqual([]);
  });

  it("pays the platform commission with the sale and the collaborating seller's share as a SellerCommission line", async () => {
    const { tour, session, seller } = await createAffiliateSellingTour();
    const stranger = await createUser({ role: "Affiliate" });
    expect(
      (await reserve(tour.id, session.id, { sellerId: stranger.user.id, passengers: [passenger()] })).body.errors,
    ).toEqual([M.sellerUnknown]);
    const res = await reserve(tour.id, session.id, { sellerId: seller.user.id, passengers: [passenger()] });
    expect(res.status).toBe(200);
    // Other test files of this worker move platform revenue too: compare before and after.
    const revenueBefore = await balanceOf(prisma, platformRevenue);
    await payOnline(res.body.billId, "pay");
    const revenueEntries = await prisma.ledgerEntry.findMany({
      where: { transaction: { idempotencyKey: `bill:${res.body.billId}:paid` } },
      include: { account: true },
    });
    const byKind = Object.fromEntries(
      revenueEntries.map((e) => [`${e.account.kind}:${e.account.userId ?? 0}`, e.amount]),
    );
    expect(byKind).toEqual({
      "PlatformCash:0": -2_500_000n,
      "PlatformRevenue:0": 125_000n,
      [`UserWallet:${tour.leaderId}`]: 2_375_000n,
    });
    const commission = await prisma.ledgerTransaction.findUniqueOrThrow({
      where: { idempotencyKey: `bill:${res.body.billId}:seller` },
      include: { entries: { include: { account: true } } },
    });
    expect(commission.type).toBe("SellerCommission");
    expect(Object.fromEntries(commission.entries.map((e) => [e.account.userId, e.amount]))).toEqual({
      [tour.leaderId]: -250_000n,
      [seller.user.id]: 250_000n,
    });
    expect(await balanceOf(prisma, wallet(seller.user.id))).toBe(250_000n);
    expect(await balanceOf(prisma, wallet(tour.leaderId))).toBe(2_125_000n);
    expect((await balanceOf(prisma, platformRevenue)) - revenueBefore).toBe(125_000n);
    // The seller's commission waits for the session's end like the leader's share of the same sale (a refund
    // before the start takes it back): neither is withdrawable now, both are once the session has ended.
    expect(await getWalletFigures(prisma, seller.user.id)).toEqual({
      balance: 250_000n,
      pending: 250_000n,
      withdrawable: 0n,
    });
    expect((await getWalletFigures(prisma, tour.leaderId)).pending).toBe(2_125_000n);
    const after = new Date(session.endTime.getTime() + 60_000);
    expect((await getWalletFigures(prisma, seller.user.id, after)).withdrawable).toBe(250_000n);
    expect((await getWalletFigures(prisma, tour.leaderId, after)).withdrawable).toBe(2_125_000n);
  });
});

describe("reservation refusals", () => {
  async function refused(body: Record<string, unknown>, status: number, message?: string, token?: string) {
    const [reservations, booked] = [await prisma.reservation.count(), (await sessionRow()).bookedCount];
    const res = await reserve(fixture.tour.id, fixture.session.id, body, token);
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(Array.isArray(res.body.errors)).toBe(true);
    for (const e of res.body.errors) expect(e).toMatch(/[\u0600-\u06FF]/);
    if (message) expect(res.body.errors.join(" ")).toContain(message);
    expect(await prisma.reservation.count()).toBe(reservations);
    expect((await sessionRow()).bookedCount).toBe(booked);
    return res;
  }
  const seated = (seat: number, more: Record<string, unknown> = {}) =>
    passenger({ vehicleId: bus().id, seat, ...more });

  it("refuses malformed input with 400", async () => {
    await refused({ passengers: [] }, 400);
    await refused({}, 400);
    await refused({ passengers: "x" }, 400);
    await refused({ paymentMethod: "Bitcoin", passengers: [seated(40)] }, 400);
    await refused({ passengers: [seated(40, { nationalId: "1234567890" })] }, 400, "کد ملی");
    await refused({ passengers: [seated(40, { nationalId: "12345" })] }, 400, "کد ملی باید ۱۰ رقم باشد");
    await refused({ passengers: [seated(40, { mobile: "12345" })] }, 400, "موبایل");
    await refused({ passengers: [seated(40, { firstName: "" })] }, 400, "نام");
    await refused({ passengers: [seated(40, { gender: "X" })] }, 400);
    await refused({ passengers: [seated(40, { ageGroup: 3 })] }, 400);
    await refused({ passengers: [seated(40, { extraItems: [{ id: "a", number: 1 }] })] }, 400);
    await refused({ passengers: [seated(40, { extraQuestionAnswer: "" })] }, 400, M.extraAnswerRequired);
    // The tour asks «گروه خونی»: only one of the eight groups, as the form's select offers them.
    for (const answer of ["+O", "o+", "او مثبت", "AB"])
      await refused({ passengers: [seated(40, { extraQuestionAnswer: answer })] }, 400, M.bloodGroup);
    await refused({ passengers: [seated(40, { firstName: "ا".repeat(51) })] }, 400);
    await refused({ passengers: Array.from({ length: 21 }, (_, i) => seated(i + 1)) }, 400);
    const id = validNationalId();
    await refused(
      { passengers: [seated(40, { nationalId: id }), seated(41, { nationalId: id })] },
      400,
      M.duplicateNationalId,
    );
    await refused({ passengers: [seated(40), seated(40)] }, 400, M.seatDuplicate);
    const big = await reserve(fixture.tour.id, fixture.session.id, {
      passengers: [seated(40, { lastName: "x".repeat(70_000) })],
    });
    expect(big.status).toBe(413);
    const notJson = await api("POST", `/api/tour/${fixture.tour.id}/reservation/session/${fixture.session.id}`, {
      body: "{nope",
      headers: { "content-type": "application/json" },
    });
    expect(notJson.status).toBe(400);
  });

  it("refuses what the tour does not allow with 404/409/422", async () => {
    await refused({ passengers: [seated(40, { ageGroup: "Child" })] }, 422, M.adultRequired);
    await refused(
      {
        passengers: [
          seated(40),
          passenger({ ageGroup: "Infant", vehicleId: bus().id }),
          passenger({ ageGroup: "Infant", vehicleId: bus().id }),
        ],
      },
      422,
      M.infantsPerAdult,
    );
    await refused({ passengers: [passenger({ vehicleId: 999_999, seat: 1 })] }, 422, M.vehicleUnknown);
    await refused({ passengers: [passenger({ vehicleId: bus().id })] }, 422, M.seatRequired);
    await refused({ passengers: [seated(45)] }, 422, M.seatNotOnMap);
    await refused({ passengers: [seated(40, { extraItems: [{ id: 999_999, number: 1 }] })] }, 422, M.extraItemUnknown);
    await refused({ discountCode: "NOPE", passengers: [seated(40)] }, 422, M.discountUnknown);
    await refused({ passengers: [seated(1)] }, 409, M.seatTaken);
    await refused(
      { passengers: [seated(40, { extraItems: [{ id: item().id, number: 20 }] })] },
      409,
      M.extraItemFull(item().title),
    );
    const res = await api("POST", `/api/tour/${fixture.tour.id}/reservation/session/999999`, {
      body: { paymentMethod: "Online", passengers: [seated(40)] },
    });
    expect(res.status).toBe(404);
    const other = await createSellingTour({ tourDiscounts: [] });
    const foreign = await api("POST", `/api/tour/${fixture.tour.id}/reservation/session/${other.session.id}`, {
      body: { paymentMethod: "Online", passengers: [seated(40)] },
    });
    expect(foreign.status).toBe(404);

    // A national id with an active ticket in the session.
    const holder = seated(41);
    expect((await reserve(fixture.tour.id, fixture.session.id, { passengers: [holder] })).status).toBe(200);
    await refused({ passengers: [seated(42, { nationalId: holder.nationalId })] }, 409, M.alreadyRegistered);
    const check = await api("POST", `/api/tour/reservation/nationalid-validation/${fixture.session.id}`, {
      body: { nationalIds: [holder.nationalId, validNationalId()] },
    });
    expect(check.body).toEqual({ isValid: false, invalidNationalIds: [holder.nationalId], unpaid: null });
    expect(
      (
        await api("POST", `/api/tour/reservation/nationalid-validation/${fixture.session.id}`, {
          body: { nationalIds: ["123"] },
        })
      ).status,
    ).toBe(400);

    // Closed seat, closed registration, cancelled or ended session.
    await api("POST", `/api/Tour/${fixture.tour.id}/vehicle/${bus().id}/close-seat/43`, {
      token: fixture.leader.token,
    });
    await refused({ passengers: [seated(43)] }, 409, M.seatClosed);
    await api("PUT", `/api/Tour/${fixture.tour.id}/toggleRegistration`, { token: fixture.leader.token });
    await refused({ passengers: [seated(44)] }, 422, M.notSelling);
    await api("PUT", `/api/Tour/${fixture.tour.id}/toggleRegistration`, { token: fixture.leader.token });
    const ended = await createSellingTour({ tourDiscounts: [] });
    await prisma.tourSession.update({
      where: { id: ended.session.id },
      data: { registrationEndTime: new Date(Date.now() - 60_000) },
    });
    const late = await reserve(ended.tour.id, ended.session.id, {
      passengers: [passenger({ vehicleId: ended.session.vehicles[0].id, seat: 1 })],
    });
    expect(late.status).toBe(422);
    expect(late.body.errors).toEqual([M.registrationClosed]);
    expect(await counterMismatches(fixture.tour.id)).toEqual([]);
  });

  it("answers the discount call: 404 unknown, 422 expired, capacity otherwise", async () => {
    const base = `/api/tour/${fixture.tour.id}/session/${fixture.session.id}/discount`;
    expect((await api("GET", `${base}/nothing`)).status).toBe(404);
    const ok = await api("GET", `${base}/DAMAVAND10`);
    expect(ok.body).toMatchObject({ code: "DAMAVAND10", percent: 10, price: null });
    expect(ok.body.availableCapacity).toBeGreaterThan(0);
    await prisma.tourDiscount.updateMany({
      where: { tourId: fixture.tour.id, code: "DAMAVAND10" },
      data: { endTime: new Date(Date.now() - 1000) },
    });
    expect((await api("GET", `${base}/DAMAVAND10`)).status).toBe(422);
    await refused({ discountCode: "DAMAVAND10", passengers: [seated(44)] }, 422, M.discountExpired);
    await prisma.tourDiscount.updateMany({
      where: { tourId: fixture.tour.id, code: "DAMAVAND10" },
      data: { endTime: null },
    });
  });
});

describe("POST /api/tour/{tourId}/stats", () => {
  it("records a view and refuses bad input", async () => {
    const url = `/api/tour/${fixture.tour.id}/stats`;
    expect((await api("POST", url, { body: { source: "instagram", uuid: "v-1" } })).body).toEqual({ success: true });
    expect((await api("POST", url, { body: { source: "direct", uuid: "v-1", userId: 999_999 } })).status).toBe(200);
    expect(await prisma.tourView.count({ where: { tourId: fixture.tour.id } })).toBe(2);
    expect((await api("POST", url, { body: { source: "Fax", uuid: "v-1" } })).status).toBe(400);
    expect((await api("POST", url, { body: { source: "Direct" } })).status).toBe(400);
    expect((await api("POST", `/api/tour/999999/stats`, { body: { source: "Direct", uuid: "x" } })).status).toBe(404);
  });
});
