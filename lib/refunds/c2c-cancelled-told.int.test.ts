// Issue 32, major 4: a card-to-card buyer of a tour the leader cancels is told by SMS — at the
// cancellation (with the transfer reported: the money is held and comes back after the accountant's
// confirmation; not reported: the booking is cancelled), and again when the confirmation turns the
// deposit into a refund. Each text is sent once, however often the cancellation is processed.
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { createSellingTour, passenger, reserve, sessionInput } from "@/lib/reservations/testing/fixtures";
import { referenceIds } from "@/lib/tours/testing/tour-fixtures";
import { api } from "@/tests/helpers/api";
import { createUser } from "@/tests/helpers/factories";
import { c2cHeldTourCancelledSms, c2cUnreportedTourCancelledSms, refundOwedSms } from "./messages";
import { processTourEvents } from "./refund-cancelled-tour";

let accountant: Awaited<ReturnType<typeof createUser>>;
let reasonId: number;
beforeAll(async () => {
  accountant = await createUser({ role: "Accountant" });
  ({ reasonId } = await referenceIds());
});

const textsTo = async (mobile: string) =>
  (await prisma.smsMessage.findMany({ where: { mobile }, orderBy: { id: "asc" } })).map((m) => m.text);

describe("a card-to-card buyer of a cancelled tour", () => {
  it("is told at the cancellation and again when the confirmation makes it a refund; the other pending buyer is told too", async () => {
    const { tour, session, leader } = await createSellingTour({
      refundRules: [],
      tourDiscounts: [],
      sessions: [sessionInput(20, { vehicles: [] })],
    });
    const reported = passenger();
    const silent = passenger();
    const a = await reserve(tour.id, session.id, { paymentMethod: "C2C", passengers: [reported, passenger()] });
    const b = await reserve(tour.id, session.id, { paymentMethod: "C2C", passengers: [silent] });
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    expect(b.status, JSON.stringify(b.body)).toBe(200);
    const sent = await api(
      "POST",
      `/api/tour/bill/${a.body.billId}/complete-c2c/${a.body.paymentToken}/refId/${Date.now() % 1_000_000_000}`,
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const before = { reported: (await textsTo(reported.mobile)).length, silent: (await textsTo(silent.mobile)).length };

    const cancelled = await api("POST", `/api/Tour/${tour.id}/cancel`, {
      token: leader.token,
      body: { reason: reasonId },
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    await processTourEvents({ tourId: tour.id });
    await processTourEvents({ tourId: tour.id });

    const held = c2cHeldTourCancelledSms(tour.title, a.body.trackingId, BigInt(a.body.amount));
    expect((await textsTo(reported.mobile)).slice(before.reported)).toEqual([held]);
    expect(held).toContain("لغو شد");
    expect(held).toContain("بازگردانده می‌شود");
    expect((await textsTo(silent.mobile)).slice(before.silent)).toEqual([
      c2cUnreportedTourCancelledSms(tour.title, b.body.trackingId),
    ]);

    const payment = await prisma.payment.findFirstOrThrow({ where: { billId: a.body.billId, method: "C2C" } });
    const confirm = () =>
      api("PUT", `/api/Operator/determine-c2c-payment/${payment.id}?confirm=true`, { token: accountant.token });
    const decided = await confirm();
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    expect(decided.body.owedBack).toBe(true);
    // Confirming again changes nothing and texts nothing more.
    expect((await confirm()).status).toBe(200);
    const refund = await prisma.refund.findFirstOrThrow({ where: { latePaymentId: payment.id } });
    const texts = (await textsTo(reported.mobile)).slice(before.reported);
    expect(texts).toHaveLength(2);
    expect(texts[0]).toBe(held);
    const link = /\n(https?:\/\/\S+)$/.exec(texts[1])![1];
    expect(texts[1]).toBe(
      refundOwedSms({ kind: "C2cOwedBack" }, a.body.trackingId, BigInt(a.body.amount), { accountLink: link }),
    );
    expect(refund.returnedAmount).toBe(BigInt(a.body.amount));
  });
});
