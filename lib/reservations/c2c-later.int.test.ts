// Card-to-card gaps of issue 9: card-to-card only with a configured card (no demo fallback), and
// the transfer code sent later from /tracking — found by the buyer's mobile + tracking id (the
// manage-ticket call hands out the complete-c2c secret), nobody else can send it, the places stay
// held until the hold runs out, and after that the answer is a Persian 422.
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { PAYMENT_MESSAGES } from "@/lib/payments/messages";
import { sweepPayments } from "@/lib/payments/sweep-payments";
import { api } from "@/tests/helpers/api";
import { uniqueMobile } from "@/tests/helpers/factories";
import {
  counterMismatches,
  createSellingTour,
  passenger,
  reserve,
  sessionInput,
  validNationalId,
} from "./testing/fixtures";

let fixture: Awaited<ReturnType<typeof createSellingTour>>;
const CARD = process.env.C2C_CARD_NUMBER;

beforeAll(async () => {
  fixture = await createSellingTour({ sessions: [sessionInput(30, { vehicles: [] })] });
});

afterEach(() => {
  process.env.C2C_CARD_NUMBER = CARD;
});

const bookedCount = async () =>
  (await prisma.tourSession.findUniqueOrThrow({ where: { id: fixture.session.id } })).bookedCount;
const manage = (mobile: string, trackingId: string) => api("GET", `/api/tour/manage-ticket/${mobile}/${trackingId}`);
const complete = (billId: string, token: string, code: string) =>
  api("POST", `/api/tour/bill/${billId}/complete-c2c/${token}/refId/${code}`);

async function c2cPurchase() {
  const buyer = passenger();
  const res = await reserve(fixture.tour.id, fixture.session.id, { paymentMethod: "C2C", passengers: [buyer] });
  expect(res.status).toBe(200);
  return {
    mobile: buyer.mobile,
    trackingId: res.body.trackingId as string,
    billId: res.body.billId as string,
    paymentToken: res.body.paymentToken as string,
  };
}

describe("card-to-card without a configured card", () => {
  it("the reservation refuses card-to-card with a Persian 422 and writes nothing; online still sells", async () => {
    delete process.env.C2C_CARD_NUMBER;
    const before = {
      booked: await bookedCount(),
      bills: await prisma.bill.count(),
      tickets: await prisma.reservation.count({ where: { tourId: fixture.tour.id } }),
    };
    const res = await reserve(fixture.tour.id, fixture.session.id, {
      paymentMethod: "card-to-card",
      passengers: [passenger()],
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ errors: [PAYMENT_MESSAGES.c2cUnavailable], codes: ["c2c_unavailable"] });
    expect(res.body.errors[0]).toMatch(/کارت به کارت/);
    expect(await bookedCount()).toBe(before.booked);
    expect(await prisma.bill.count()).toBe(before.bills);
    expect(await prisma.reservation.count({ where: { tourId: fixture.tour.id } })).toBe(before.tickets);
    expect(await counterMismatches(fixture.tour.id)).toEqual([]);

    const online = await reserve(fixture.tour.id, fixture.session.id, {
      paymentMethod: "Online",
      passengers: [passenger()],
    });
    expect(online.status).toBe(200);
    expect(online.body.c2cCard).toBeNull();
  });

  it("a product order refuses card-to-card the same way", async () => {
    const owner = fixture.leader;
    const product = await api("POST", "/api/Product", {
      token: owner.token,
      body: {
        title: "قمقمه",
        registrationEndTime: new Date(Date.now() + 10 * 86_400_000).toISOString(),
        capacity: 5,
        price: 100_000,
        description: "—",
        showInWebsite: true,
      },
    });
    expect(product.status).toBe(200);
    delete process.env.C2C_CARD_NUMBER;
    const body = {
      firstName: "سارا",
      lastName: "کریمی",
      mobile: uniqueMobile(),
      nationalId: validNationalId(),
      orderCount: 2,
      paymentMethod: "C2C",
    };
    const res = await api("POST", `/api/product/${product.body.id}/reservation`, { body });
    expect(res.status).toBe(422);
    expect(res.body.codes).toEqual(["c2c_unavailable"]);
    expect((await prisma.product.findUniqueOrThrow({ where: { id: product.body.id } })).soldCount).toBe(0);
    expect(await prisma.productOrder.count({ where: { productId: product.body.id } })).toBe(0);
  });
});

describe("sending the card-to-card code later from /tracking", () => {
  it("manage-ticket (mobile + tracking id) answers what complete-c2c needs; the code sent there holds the places for the operator", async () => {
    const p = await c2cPurchase();
    const booked = await bookedCount();
    const found = await manage(p.mobile, p.trackingId);
    expect(found.status).toBe(200);
    expect(found.body.cardToCard).toMatchObject({
      billId: p.billId,
      paymentToken: p.paymentToken,
      status: "AwaitingRefCode",
      expired: false,
      refCode: null,
    });
    expect(found.body.cardToCard.card.cardNumber).toBe(CARD);
    // The plain ticket view (receipt, print) never carries the secret.
    expect(JSON.stringify((await api("GET", `/api/tour/ticket/${p.mobile}/${p.trackingId}`)).body)).not.toContain(
      p.paymentToken,
    );

    const sent = await complete(found.body.cardToCard.billId, found.body.cardToCard.paymentToken, "۱۲۳۴۵۶۷۸");
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ success: true, status: "PendingConfirmation", paymentRefCode: "12345678" });
    const after = await manage(p.mobile, p.trackingId);
    expect(after.body.status).toBe("Card2CardPaymentPendingConfirmation");
    expect(after.body.cardToCard).toMatchObject({ status: "PendingConfirmation", refCode: "12345678" });
    // A corrected code replaces it until the operator decides; the places stay held.
    expect((await complete(p.billId, p.paymentToken, "REF-987654")).status).toBe(200);
    expect((await prisma.payment.findFirstOrThrow({ where: { billId: p.billId } })).refCode).toBe("REF-987654");
    expect(await bookedCount()).toBe(booked);
  });

  it("nobody else can send a code: another mobile finds nothing, a wrong or another bill's token is 404", async () => {
    const mine = await c2cPurchase();
    const theirs = await c2cPurchase();
    expect((await manage(uniqueMobile(), mine.trackingId)).status).toBe(404);
    expect((await manage(theirs.mobile, mine.trackingId)).status).toBe(404);
    for (const token of [theirs.paymentToken, "x".repeat(24), mine.billId]) {
      const res = await complete(mine.billId, token, "55555555");
      expect([400, 404]).toContain(res.status);
      expect(res.body.errors[0]).toMatch(/[\u0600-\u06FF]/);
    }
    const payment = await prisma.payment.findFirstOrThrow({ where: { billId: mine.billId } });
    expect(payment).toMatchObject({ status: "AwaitingRefCode", refCode: null });
  });

  it("after the hold ran out: a Persian 422, the page says so, the places are free", async () => {
    const p = await c2cPurchase();
    const booked = await bookedCount();
    await prisma.bill.update({ where: { id: p.billId }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const late = await manage(p.mobile, p.trackingId);
    expect(late.body.cardToCard).toMatchObject({ expired: true, paymentToken: null, card: null });
    const res = await complete(p.billId, p.paymentToken, "12345678");
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ errors: [PAYMENT_MESSAGES.expired], codes: ["expired"] });

    await sweepPayments(new Date());
    expect(await bookedCount()).toBe(booked - 1);
    expect((await manage(p.mobile, p.trackingId)).body.cardToCard?.paymentToken ?? null).toBeNull();
    expect((await complete(p.billId, p.paymentToken, "12345678")).status).toBe(422);
    expect(await counterMismatches(fixture.tour.id)).toEqual([]);
  });
});
