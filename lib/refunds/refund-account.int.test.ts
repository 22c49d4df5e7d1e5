// Issue 32, major 4: everyone whose money is held is told by SMS what happens to it and when it comes back, and
// every refund row knows where to pay or asks the buyer for it. A leader cancels a tour with a paid online buyer,
// a card-to-card buyer whose transfer is reported and one whose transfer is not; the accountant confirms the
// reported transfer (twice). Each buyer gets one SMS per event; the refund rows with nowhere to pay carry the
// signed link, whose page takes a sheba or card once; forged, expired and other refunds' tokens are refused.
import { beforeAll, describe, expect, it } from "vitest";
import * as excelRoute from "@/app/api/refunds/excel/route";
import { prisma } from "@/lib/db/client";
import { actOnSandbox, startSandboxPayment } from "@/lib/payments/testing/fixtures";
import { createSellingTour, passenger, reserve, sessionInput } from "@/lib/reservations/testing/fixtures";
import { referenceIds } from "@/lib/tours/testing/tour-fixtures";
import { downloadXlsx } from "@/lib/wallet/testing/money-fixtures";
import { api } from "@/tests/helpers/api";
import { createUser } from "@/tests/helpers/factories";
import { AWAITING_ACCOUNT, c2cHeldTourCancelledSms, refundOwedSms } from "./messages";
import { refundAccountUrl } from "./refund-account-link";
import { processTourEvents } from "./refund-cancelled-tour";
import { tellUntoldRefunds } from "./tell-untold-refunds";

// A valid sheba and card (checksums hold): the same values /tracking's tests use.
const SHEBA = "IR820540102680020817909002";
const CARD = "6037991234567893";

let accountant: Awaited<ReturnType<typeof createUser>>;
let reasonId: number;
beforeAll(async () => {
  accountant = await createUser({ role: "Accountant" });
  ({ reasonId } = await referenceIds());
});

const textsTo = async (mobile: string) =>
  (await prisma.smsMessage.findMany({ where: { mobile }, orderBy: { id: "asc" } })).map((m) => m.text);
const linkIn = (text: string) => {
  const found = /(https?:\/\/\S+\/refund-account\?\S+)/.exec(text);
  if (!found) throw new Error(`no link in: ${text}`);
  const url = new URL(found[1]);
  return { url, refundId: Number(url.searchParams.get("refund")), token: url.searchParams.get("token")! };
};
const accountCall = (method: "GET" | "PUT", refundId: number, token: string, body?: unknown) =>
  api(method, `/api/refund-account/${refundId}?token=${encodeURIComponent(token)}`, body ? { body } : {});

async function cancelledTourWithThreeBuyers() {
  const { tour, session, leader } = await createSellingTour({
    refundRules: [],
    tourDiscounts: [],
    sessions: [sessionInput(20, { vehicles: [] })],
  });
  const online = await reserve(tour.id, session.id, { passengers: [passenger(), passenger()] });
  expect(online.status, JSON.stringify(online.body)).toBe(200);
  const { authority } = await startSandboxPayment(online.body.billId);
  await api("GET", await actOnSandbox(authority, "pay"));
  const reported = await reserve(tour.id, session.id, { paymentMethod: "C2C", passengers: [passenger()] });
  const silent = await reserve(tour.id, session.id, { paymentMethod: "C2C", passengers: [passenger()] });
  expect(reported.status).toBe(200);
  expect(silent.status).toBe(200);
  const sent = await api(
    "POST",
    `/api/tour/bill/${reported.body.billId}/complete-c2c/${reported.body.paymentToken}/refId/${Date.now() % 1_000_000_000}`,
  );
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const mobileOf = async (trackingId: string) =>
    (await prisma.reservation.findUniqueOrThrow({ where: { trackingId } })).buyerMobile;
  const buyers = {
    online: { ...online.body, mobile: await mobileOf(online.body.trackingId) },
    reported: { ...reported.body, mobile: await mobileOf(reported.body.trackingId) },
    silent: { ...silent.body, mobile: await mobileOf(silent.body.trackingId) },
  };
  const before = Object.fromEntries(
    await Promise.all(Object.entries(buyers).map(async ([k, b]) => [k, (await textsTo(b.mobile)).length] as const)),
  ) as Record<keyof typeof buyers, number>;
  const cancelled = await api("POST", `/api/Tour/${tour.id}/cancel`, {
    token: leader.token,
    body: { reason: reasonId },
  });
  expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
  // Processed again (the sweep, a second instance): nothing more is texted or written.
  await processTourEvents({ tourId: tour.id });
  await processTourEvents({ tourId: tour.id });
  await tellUntoldRefunds();
  const newTexts = async (k: keyof typeof buyers) => (await textsTo(buyers[k].mobile)).slice(before[k]);
  return { tour, buyers, newTexts };
}

describe("a cancelled tour's buyers are told, and their refunds ask where to pay", () => {
  it("texts each buyer once per event with the amount, the promise and the link; the link's page completes the row once", async () => {
    const { tour, buyers, newTexts } = await cancelledTourWithThreeBuyers();

    // The paid online buyer: one SMS, the whole amount, the 24-hour promise after the account is given, a link.
    const onlineTexts = await newTexts("online");
    expect(onlineTexts).toHaveLength(1);
    const onlineLink = linkIn(onlineTexts[0]);
    const onlineRefund = await prisma.refund.findFirstOrThrow({
      where: { reservation: { trackingId: buyers.online.trackingId } },
    });
    expect(onlineLink.refundId).toBe(onlineRefund.id);
    expect(onlineTexts[0]).toBe(
      refundOwedSms(
        { kind: "TourCancelled", tourTitle: tour.title },
        buyers.online.trackingId,
        onlineRefund.returnedAmount,
        {
          accountLink: onlineLink.url.toString(),
        },
      ),
    );
    expect(onlineTexts[0]).toContain(`${Number(buyers.online.amount).toLocaleString("fa-IR")} تومان`);
    expect(onlineTexts[0]).toContain("ظرف ۲۴ ساعت پس از ثبت");
    expect(onlineRefund).toMatchObject({ cardNumber: null, iban: null, accountHolder: null });

    // The reported card-to-card buyer: told at the cancellation (held, back after the confirmation)…
    expect(await newTexts("reported")).toEqual([
      c2cHeldTourCancelledSms(tour.title, buyers.reported.trackingId, BigInt(buyers.reported.amount)),
    ]);
    // …and once more at the confirmation, however often confirmed, with the link.
    const payment = await prisma.payment.findFirstOrThrow({ where: { billId: buyers.reported.billId, method: "C2C" } });
    for (let i = 0; i < 2; i++) {
      const decided = await api("PUT", `/api/Operator/determine-c2c-payment/${payment.id}?confirm=true`, {
        token: accountant.token,
      });
      expect(decided.status, JSON.stringify(decided.body)).toBe(200);
      expect(decided.body.owedBack).toBe(true);
    }
    await tellUntoldRefunds();
    const reportedTexts = await newTexts("reported");
    expect(reportedTexts).toHaveLength(2);
    const c2cLink = linkIn(reportedTexts[1]);
    const c2cRefund = await prisma.refund.findUniqueOrThrow({ where: { latePaymentId: payment.id } });
    expect(c2cLink.refundId).toBe(c2cRefund.id);
    expect(reportedTexts[1]).toContain("تایید شد");
    expect(reportedTexts[1]).toContain(`${Number(buyers.reported.amount).toLocaleString("fa-IR")} تومان`);
    // The silent one held nothing the platform knows of: one SMS, no refund row.
    expect(await newTexts("silent")).toHaveLength(1);

    // The accountant sees both rows waiting for an account, in the list and the export.
    const waiting = await api("GET", `/api/refunds?TrackingId=${buyers.reported.trackingId}`, {
      token: accountant.token,
    });
    expect(waiting.body.result).toMatchObject([{ id: c2cRefund.id, awaitingAccount: true, iban: null }]);

    // The page's call: the link's own token reads it; a forged, an expired and another refund's token are refused.
    const read = await accountCall("GET", c2cLink.refundId, c2cLink.token);
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(read.body).toMatchObject({
      status: "awaiting",
      returnedAmount: Number(buyers.reported.amount),
      given: null,
    });
    const expired = linkIn(refundAccountUrl(c2cRefund.id, null, new Date(Date.now() - 31 * 86_400_000))).token;
    const forged = c2cLink.token.slice(0, -2) + (c2cLink.token.endsWith("AA") ? "BB" : "AA");
    for (const token of [forged, expired, onlineLink.token, "1.x"]) {
      const refused = await accountCall("PUT", c2cRefund.id, token, { iban: SHEBA, accountHolder: "مریم احمدی" });
      expect(refused.status, token).toBe(token === "1.x" ? 400 : 403);
      expect(refused.body.errors[0]).toMatch(/[\u0600-\u06FF]/);
    }
    // Bad values: a Persian 400 naming the field, nothing written.
    const badSheba = await accountCall("PUT", c2cRefund.id, c2cLink.token, {
      iban: "IR000000",
      accountHolder: "مریم احمدی",
    });
    expect(badSheba.status).toBe(400);
    expect(badSheba.body.errors.join(" ")).toContain("شماره شبا");
    const none = await accountCall("PUT", c2cRefund.id, c2cLink.token, { accountHolder: "مریم احمدی" });
    expect(none.status).toBe(400);
    expect(none.body.codes).toContain("refund_account_required");
    const noName = await accountCall("PUT", c2cRefund.id, c2cLink.token, { iban: SHEBA, accountHolder: " " });
    expect(noName.status).toBe(400);
    expect(noName.body.errors.join(" ")).toContain("نام صاحب حساب");
    expect(await prisma.refund.findUniqueOrThrow({ where: { id: c2cRefund.id } })).toMatchObject({ iban: null });

    // Given once (Persian digits accepted), then refused: the row carries where to pay and who.
    const given = await accountCall("PUT", c2cRefund.id, c2cLink.token, {
      iban: "IR۸۲۰۵۴۰۱۰۲۶۸۰۰۲۰۸۱۷۹۰۹۰۰۲",
      accountHolder: "مریم احمدی",
    });
    expect(given.status, JSON.stringify(given.body)).toBe(200);
    expect(given.body).toMatchObject({ status: "given", given: { kind: "iban", lastDigits: "9002" } });
    const again = await accountCall("PUT", c2cRefund.id, c2cLink.token, { cardNumber: CARD, accountHolder: "دیگری" });
    expect(again.status).toBe(409);
    expect(again.body.codes).toContain("refund_account_given");
    expect(await prisma.refund.findUniqueOrThrow({ where: { id: c2cRefund.id } })).toMatchObject({
      iban: SHEBA,
      cardNumber: null,
      accountHolder: "مریم احمدی",
    });

    // The back office: the completed row shows where to pay; the online one still waits.
    const rows = await api("GET", `/api/refunds?TrackingId=${buyers.reported.trackingId}`, { token: accountant.token });
    expect(rows.body.result).toMatchObject([{ iban: SHEBA, accountHolder: "مریم احمدی", awaitingAccount: false }]);
    const sheet = await downloadXlsx(
      excelRoute.GET,
      `/api/refunds/excel?TrackingId=${buyers.online.trackingId}`,
      accountant.token,
    );
    const header = sheet[0] as string[];
    expect(sheet).toHaveLength(2);
    expect(sheet[1][header.indexOf("شبا")]).toBe(AWAITING_ACCOUNT);
    expect(sheet[1][header.indexOf("شماره کارت")]).toBe(AWAITING_ACCOUNT);
    expect(header).toContain("نام صاحب حساب");

    // Paid out: the buyer is told once more, with the bank's reference; the link then reads "paid" and writes nothing.
    const paid = await api("PUT", `/api/refunds/${c2cRefund.id}`, {
      token: accountant.token,
      body: { refNum: "778899" },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const last = (await newTexts("reported")).slice(2);
    expect(last).toHaveLength(1);
    expect(last[0]).toContain("778899");
    expect((await accountCall("GET", c2cRefund.id, c2cLink.token)).body.status).toBe("paid");
    // Nothing else was texted to anyone by the replays.
    expect(await newTexts("online")).toHaveLength(1);
  });
});
