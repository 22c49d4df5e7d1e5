// Tickets by mobile + tracking id, cancellation with the refund rules' penalty, refund records,
// the ledger of a refund, and a cancelled tour refunding everyone.
import { beforeAll, describe, expect, it } from "vitest";
import * as excelRoute from "@/app/api/refunds/excel/route";
import { prisma } from "@/lib/db/client";
import { balanceOf } from "@/lib/ledger/balance";
import { refundsPayable, wallet } from "@/lib/ledger/accounts";
import { checkLedgerInvariants } from "@/lib/ledger/invariants";
import { actOnSandbox, startSandboxPayment } from "@/lib/payments/testing/fixtures";
import {
  counterMismatches,
  createSellingTour,
  passenger,
  reserve,
  sessionInput,
} from "@/lib/reservations/testing/fixtures";
import { referenceIds } from "@/lib/tours/testing/tour-fixtures";
import { downloadXlsx } from "@/lib/wallet/testing/money-fixtures";
import { api } from "@/tests/helpers/api";
import { createUser } from "@/tests/helpers/factories";
import { TICKET_NOT_FOUND } from "@/lib/reservations/find-ticket";
import { issueOtp } from "@/lib/accounts/testing/fixtures";
import { REFUND_MESSAGES as M } from "./messages";

const RULES = [
  { daysBefore: 10, penaltyPercent: 10 },
  { daysBefore: 6, penaltyPercent: 30 },
  { daysBefore: 3, penaltyPercent: 60 },
  { daysBefore: 1, penaltyPercent: 100 },
];
const DAY = 86_400_000;

async function paidReservation(fixture: Awaited<ReturnType<typeof createSellingTour>>, count = 2) {
  const bus = fixture.session.vehicles[0];
  const used = await prisma.seatBooking.count({ where: { vehicleId: bus.id } });
  const passengers = Array.from({ length: count }, (_, i) => passenger({ vehicleId: bus.id, seat: used + i + 1 }));
  const res = await reserve(fixture.tour.id, fixture.session.id, { passengers });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const { authority } = await startSandboxPayment(res.body.billId);
  await api("GET", await actOnSandbox(authority, "pay"));
  const ids = (
    await prisma.passenger.findMany({
      where: { reservation: { trackingId: res.body.trackingId } },
      orderBy: { id: "asc" },
    })
  ).map((p) => p.id);
  return { ...res.body, mobile: passengers[0].mobile as string, passengerIds: ids };
}

let fixture: Awaited<ReturnType<typeof createSellingTour>>;
beforeAll(async () => {
  fixture = await createSellingTour({ refundRules: RULES, tourDiscounts: [], sessions: [sessionInput(20)] });
});

describe("ticket lookups", () => {
  it("finds a ticket only when mobile and tracking id both match", async () => {
    const t = await paidReservation(fixture);
    const other = await paidReservation(fixture, 1);
    const ok = await api("GET", `/api/tour/ticket/${t.mobile}/${t.trackingId.toLowerCase()}`);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      trackingId: t.trackingId,
      status: "ConfirmedPayment",
      currentRefundPenaltyPercent: 0,
      tour: { id: fixture.tour.id },
    });
    for (const [mobile, tracking] of [
      [other.mobile, t.trackingId],
      [t.mobile, other.trackingId],
      [t.mobile, "ZZZZZZZZ"],
      ["not-a-mobile", t.trackingId],
    ]) {
      for (const url of [
        `/api/tour/ticket/${mobile}/${tracking}`,
        `/api/tour/manage-ticket/${mobile}/${tracking}`,
        `/api/tour/ticket/tracking/${tracking}/mobile/${mobile}`,
      ]) {
        const res = await api("GET", url);
        expect(res.status, url).toBe(404);
        expect(res.body.errors).toEqual([TICKET_NOT_FOUND]);
      }
    }
    const address = await api("GET", `/api/tour/ticket/tracking/${t.trackingId}/mobile/${t.mobile}`);
    expect(address.body.address).toBe(`/api/tour/ticket/tracking/${t.trackingId}/mobile/${t.mobile}/pdf`);
    const pdf = await api("GET", address.body.address);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(String(pdf.body).startsWith("%PDF")).toBe(true);
    const manage = await api("GET", `/api/tour/manage-ticket/${t.mobile}/${t.trackingId}`);
    expect(manage.body.passengers[0]).toMatchObject({
      cancellable: true,
      penaltyAmount: 0,
      refundAmount: manage.body.passengers[0].paid,
    });
    expect(manage.body.refunds).toEqual([]);
  });
});

describe("cancellation and refunds", () => {
  it("computes the penalty percent per rule at several days before the start", async () => {
    const t = await paidReservation(fixture, 1);
    for (const [days, percent] of [
      [30, 0],
      [10, 10],
      [8, 10],
      [6, 30],
      [3, 60],
      [2, 60],
      [1, 100],
    ] as const) {
      // Tehran is UTC+3:30 (no daylight saving since 2022): today's Tehran date, then 12:00 Tehran `days` later.
      const tehranToday = new Date(Date.now() + 3.5 * 3_600_000);
      const start = new Date(
        Date.UTC(tehranToday.getUTCFullYear(), tehranToday.getUTCMonth(), tehranToday.getUTCDate() + days, 8, 30),
      );
      await prisma.tourSession.update({
        where: { id: fixture.session.id },
        data: { startTime: start, endTime: new Date(start.getTime() + 2 * DAY), registrationEndTime: null },
      });
      const res = await api("GET", `/api/tour/manage-ticket/${t.mobile}/${t.trackingId}`);
      expect(res.body.currentRefundPenaltyPercent, `${days} days`).toBe(percent);
    }
    await prisma.tourSession.update({
      where: { id: fixture.session.id },
      data: { startTime: new Date(Date.now() - 60_000), endTime: new Date(Date.now() + DAY) },
    });
    const started = await api("GET", `/api/tour/manage-ticket/${t.mobile}/${t.trackingId}`);
    expect(started.body.currentRefundPenaltyPercent).toBeNull();
    expect(started.body.passengers[0].cancellable).toBe(false);
    const refused = await api("POST", "/api/tour/passengers/refund", {
      body: {
        mobile: t.mobile,
        trackingId: t.trackingId,
        passengerIds: t.passengerIds,
        penaltyPercent: 0,
        otpCode: await issueOtp(t.mobile),
      },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([M.notCancellable]);
    const start = new Date(Date.now() + 7 * DAY);
    await prisma.tourSession.update({
      where: { id: fixture.session.id },
      data: { startTime: start, endTime: new Date(start.getTime() + 2 * DAY) },
    });
  });

  it("cancels chosen passengers at the current penalty, records the refund and moves the money", async () => {
    const t = await paidReservation(fixture, 3);
    const manage = (await api("GET", `/api/tour/manage-ticket/${t.mobile}/${t.trackingId}`)).body;
    const percent = manage.currentRefundPenaltyPercent as number;
    expect(percent).toBe(10);
    const leaderBefore = await balanceOf(prisma, wallet(fixture.tour.leaderId));
    const payableBefore = await balanceOf(prisma, refundsPayable);
    const body = {
      mobile: t.mobile,
      trackingId: t.trackingId,
      passengerIds: t.passengerIds.slice(0, 2),
      cardNumber: "6037991234567893",
      iban: "",
      accountHolder: "سارا رضایی",
      otpCode: await issueOtp(t.mobile),
    };

    // Bad input and foreign tickets first: nothing may change.
    for (const bad of [
      { ...body, penaltyPercent: "x" },
      { ...body, penaltyPercent: percent, passengerIds: [] },
      { ...body, penaltyPercent: percent, cardNumber: "1234" },
      { ...body, penaltyPercent: percent, iban: "IR12" },
      { ...body, penaltyPercent: percent, accountHolder: "ab" },
      { trackingId: t.trackingId, passengerIds: t.passengerIds, penaltyPercent: percent },
    ])
      expect((await api("POST", "/api/tour/passengers/refund", { body: bad })).status).toBe(400);
    const other = await paidReservation(fixture, 1);
    expect(
      (
        await api("POST", "/api/tour/passengers/refund", {
          body: { ...body, penaltyPercent: percent, mobile: other.mobile },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await api("POST", "/api/tour/passengers/refund", {
          body: { ...body, penaltyPercent: percent, passengerIds: other.passengerIds },
        })
      ).status,
    ).toBe(404);
    const changed = await api("POST", "/api/tour/passengers/refund", { body: { ...body, penaltyPercent: 0 } });
    expect(changed.status).toBe(409);
    expect(changed.body.errors).toEqual([M.penaltyChanged(percent)]);
    expect(await prisma.refund.count({ where: { reservation: { trackingId: t.trackingId } } })).toBe(0);

    const booked = (await prisma.tourSession.findUniqueOrThrow({ where: { id: fixture.session.id } })).bookedCount;
    const res = await api("POST", "/api/tour/passengers/refund", { body: { ...body, penaltyPercent: percent } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const paidTwo = manage.passengers[0].paid + manage.passengers[1].paid;
    const refundTwo = manage.passengers[0].refundAmount + manage.passengers[1].refundAmount;
    expect(res.body).toMatchObject({
      penaltyPercent: 10,
      returnedAmount: refundTwo,
      cardNumber: "6037991234567893",
      accountHolder: "سارا رضایی",
      message: M.cancelled,
    });
    expect(res.body.cancelledPassengers).toHaveLength(2);
    expect(refundTwo).toBe(paidTwo - Math.floor(paidTwo / 10));
    // The buyer is texted the amount and the promise once; the card was given, so no link asks for one.
    const told = await prisma.smsMessage.findMany({
      where: { mobile: t.mobile, text: { contains: `${refundTwo.toLocaleString("fa-IR")} تومان` } },
    });
    expect(told).toHaveLength(1);
    expect(told[0].text).toContain("ظرف ۲۴ ساعت به کارت ثبت‌شده شما واریز می‌شود");
    expect(told[0].text).not.toContain("/refund-account");

    expect((await prisma.tourSession.findUniqueOrThrow({ where: { id: fixture.session.id } })).bookedCount).toBe(
      booked - 2,
    );
    expect(await balanceOf(prisma, refundsPayable)).toBe(payableBefore + BigInt(refundTwo));
    expect(await balanceOf(prisma, wallet(fixture.tour.leaderId))).toBeLessThan(leaderBefore);
    // The code was used; with a new one the cancelled passengers are refused.
    expect(
      (await api("POST", "/api/tour/passengers/refund", { body: { ...body, penaltyPercent: percent } })).status,
    ).toBe(400);
    const again = await api("POST", "/api/tour/passengers/refund", {
      body: { ...body, otpCode: await issueOtp(t.mobile), penaltyPercent: percent },
    });
    expect(again.status).toBe(422);
    const after = (await api("GET", `/api/tour/manage-ticket/${t.mobile}/${t.trackingId}`)).body;
    expect(after.passengers.map((p: { status: string }) => p.status)).toEqual([
      "Cancelled",
      "Cancelled",
      "ConfirmedPayment",
    ]);
    expect(after.refunds).toHaveLength(1);
    expect(after.refunds[0]).toMatchObject({ id: res.body.id, state: "OperatorPending" });

    // Refund details: the tour's leader and operators; another leader 404.
    const operator = await createUser({ role: "Operator" });
    const stranger = await createUser();
    expect(
      (await api("GET", `/api/refunds/RefundInfo/${res.body.id}`, { token: fixture.leader.token })).body,
    ).toMatchObject({
      id: res.body.id,
      returnedAmount: refundTwo,
      paidAmount: paidTwo,
      penaltyPercent: 10,
    });
    expect((await api("GET", `/api/refunds/refundinfo/${res.body.id}`, { token: operator.token })).status).toBe(200);
    expect((await api("GET", `/api/refunds/RefundInfo/${res.body.id}`, { token: stranger.token })).status).toBe(404);
    expect((await api("GET", `/api/refunds/RefundInfo/${res.body.id}`)).status).toBe(401);

    // The tour's leader gets one TicketCancelation announcement carrying the refund id (the refused tries made none).
    const bell = await api("GET", "/api/Announcements", { token: fixture.leader.token });
    const cancelations = bell.body.result.filter(
      (a: { annoncementType: string; body: string }) =>
        a.annoncementType === "TicketCancelation" && a.body.includes(t.trackingId),
    );
    expect(cancelations).toHaveLength(1);
    expect(cancelations[0]).toMatchObject({ entityId: String(res.body.id), isRead: false });
    expect((await api("GET", `/api/Announcements/${cancelations[0].id}`, { token: stranger.token })).status).toBe(404);
    expect(await checkLedgerInvariants(prisma)).toEqual([]);
    expect(await counterMismatches(fixture.tour.id)).toEqual([]);
  });

  it("a card or sheba needs its holder's name, and the row the accountant reads carries it", async () => {
    // A tour of its own: paidReservation picks the next seat by count, which the other tests' cancels free again.
    const own = await createSellingTour({ refundRules: RULES, tourDiscounts: [], sessions: [sessionInput(20)] });
    const t = await paidReservation(own, 1);
    const percent = (await api("GET", `/api/tour/manage-ticket/${t.mobile}/${t.trackingId}`)).body
      .currentRefundPenaltyPercent as number;
    const body = {
      mobile: t.mobile,
      trackingId: t.trackingId,
      passengerIds: t.passengerIds,
      penaltyPercent: percent,
      otpCode: await issueOtp(t.mobile),
    };
    const refused = [
      { cardNumber: "6037991234567893" },
      { iban: "IR820540102680020817909002", accountHolder: "  " },
      { accountHolder: "سارا رضایی" },
    ];
    const answers = [];
    for (const extra of refused)
      answers.push(await api("POST", "/api/tour/passengers/refund", { body: { ...body, ...extra } }));
    expect(answers.map((a) => a.status)).toEqual([400, 400, 400]);
    expect(answers[0].body.errors).toEqual(["نام صاحب حساب: همراه شماره کارت یا شبا لازم است"]);
    expect(answers[1].body.errors).toEqual(["نام صاحب حساب: همراه شماره کارت یا شبا لازم است"]);
    expect(answers[2].body.errors[0]).toMatch(/^نام صاحب حساب: بدون شماره کارت یا شبا ثبت نمی‌شود/);
    expect(await prisma.refund.count({ where: { reservation: { trackingId: t.trackingId } } })).toBe(0);

    const done = await api("POST", "/api/tour/passengers/refund", {
      body: { ...body, iban: "IR820540102680020817909002", accountHolder: " سارا رضایی " },
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({ iban: "IR820540102680020817909002", accountHolder: "سارا رضایی" });
    const stored = await prisma.refund.findUniqueOrThrow({ where: { id: done.body.id } });
    expect(stored).toMatchObject({ iban: "IR820540102680020817909002", accountHolder: "سارا رضایی" });

    const accountant = await createUser({ role: "Accountant" });
    const rows = await api("GET", `/api/refunds?TrackingId=${t.trackingId}`, { token: accountant.token });
    expect(rows.body.result).toMatchObject([{ accountHolder: "سارا رضایی", awaitingAccount: false }]);
    const sheet = await downloadXlsx(excelRoute.GET, `/api/refunds/excel?TrackingId=${t.trackingId}`, accountant.token);
    const header = sheet[0] as string[];
    expect(sheet[1][header.indexOf("نام صاحب حساب")]).toBe("سارا رضایی");
    expect(
      (await api("GET", `/api/refunds/RefundInfo/${done.body.id}`, { token: own.leader.token })).body,
    ).toMatchObject({ accountHolder: "سارا رضایی" });
  });

  it("refunds the traveller even when the leader's wallet has been emptied (the platform advances it)", async () => {
    const own = await createSellingTour({ refundRules: [], tourDiscounts: [] });
    const t = await paidReservation(own, 1);
    // The leader checks everything out.
    const balance = await balanceOf(prisma, wallet(own.tour.leaderId));
    const { postTransaction } = await import("@/lib/ledger/post-transaction");
    const { checkoutsPayable } = await import("@/lib/ledger/accounts");
    await postTransaction(prisma, {
      type: "Checkout",
      entries: [
        { account: wallet(own.tour.leaderId), amount: -balance },
        { account: checkoutsPayable, amount: balance },
      ],
    });
    const res = await api("POST", "/api/tour/passengers/refund", {
      body: {
        mobile: t.mobile,
        trackingId: t.trackingId,
        passengerIds: t.passengerIds,
        penaltyPercent: 0,
        otpCode: await issueOtp(t.mobile),
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.returnedAmount).toBe(t.amount);
    expect(await balanceOf(prisma, wallet(own.tour.leaderId))).toBe(0n);
    expect(await checkLedgerInvariants(prisma)).toEqual([]);
  });

  it("refunds every paid ticket in full when the leader cancels the tour, and releases unpaid ones", async () => {
    const own = await createSellingTour({ refundRules: RULES, tourDiscounts: [] });
    const a = await paidReservation(own, 2);
    const b = await paidReservation(own, 1);
    const pending = await reserve(own.tour.id, own.session.id, {
      passengers: [passenger({ vehicleId: own.session.vehicles[0].id, seat: 30 })],
    });
    const { reasonId } = await referenceIds();
    const cancel = await api("POST", `/api/Tour/${own.tour.id}/cancel`, {
      token: own.leader.token,
      body: { reason: reasonId },
    });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);

    for (const t of [a, b]) {
      const ticket = (await api("GET", `/api/tour/manage-ticket/${t.mobile}/${t.trackingId}`)).body;
      expect(ticket.status).toBe("Cancelled");
      expect(ticket.refunds).toHaveLength(1);
      expect(ticket.refunds[0]).toMatchObject({
        penaltyPercent: 0,
        returnedAmount: t.amount,
        state: "OperatorPending",
      });
      const sms = await prisma.smsMessage.findFirst({ where: { mobile: t.mobile }, orderBy: { id: "desc" } });
      expect(sms?.text).toContain("لغو");
    }
    expect((await prisma.bill.findUniqueOrThrow({ where: { id: pending.body.billId } })).status).toBe("Cancelled");
    expect((await prisma.tourSession.findUniqueOrThrow({ where: { id: own.session.id } })).bookedCount).toBe(0);
    expect(await prisma.tourEvent.count({ where: { tourId: own.tour.id, processedAt: null } })).toBe(0);
    expect(await balanceOf(prisma, wallet(own.tour.leaderId))).toBe(0n);
    expect(await checkLedgerInvariants(prisma)).toEqual([]);
    expect(await counterMismatches(own.tour.id)).toEqual([]);
  });
});
