// Managing a ticket needs proof of the buyer's mobile: the mobile and tracking id printed on a
// ticket (and in its SMS) only show it. Cancelling and naming the refund card need the SMS code of
// POST /api/tour/manage-ticket/code (its own limits), or the buyer signed in as that mobile.
import { beforeAll, describe, expect, it } from "vitest";
import { ageCodes, lastSmsCode, wrongCode } from "@/lib/accounts/testing/fixtures";
import { ACCOUNT_MESSAGES } from "@/lib/accounts/messages";
import { prisma } from "@/lib/db/client";
import { stampHeaders } from "@/lib/http/client-address";
import { actOnSandbox, startSandboxPayment } from "@/lib/payments/testing/fixtures";
import { createSellingTour, passenger, reserve, sessionInput } from "@/lib/reservations/testing/fixtures";
import { readCheckInCode, checkInCode } from "@/lib/tickets/check-in-code";
import { api } from "@/tests/helpers/api";
import { createUser } from "@/tests/helpers/factories";
import { REFUND_MESSAGES as M } from "./messages";

let fixture: Awaited<ReturnType<typeof createSellingTour>>;
beforeAll(async () => {
  fixture = await createSellingTour({
    refundRules: [],
    tourDiscounts: [],
    sessions: [sessionInput(20, { vehicles: [] })],
  });
});

async function paidTicket(mobile?: string) {
  const buyer = passenger(mobile ? { mobile } : {});
  const res = await reserve(fixture.tour.id, fixture.session.id, { passengers: [buyer] });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const { authority } = await startSandboxPayment(res.body.billId);
  await api("GET", await actOnSandbox(authority, "pay"));
  const passengerIds = (
    await prisma.passenger.findMany({ where: { reservation: { trackingId: res.body.trackingId } } })
  ).map((p) => p.id);
  return { mobile: buyer.mobile as string, trackingId: res.body.trackingId as string, passengerIds };
}

const ip = "10.250.0.1";
const requestCode = (t: { mobile: string; trackingId: string }) =>
  api("POST", "/api/tour/manage-ticket/code", {
    body: { mobile: t.mobile, trackingId: t.trackingId },
    headers: stampHeaders(ip),
  });
const cancel = (
  t: { mobile: string; trackingId: string; passengerIds: number[] },
  extra: Record<string, unknown> = {},
  token?: string,
) =>
  api("POST", "/api/tour/passengers/refund", {
    token,
    body: {
      mobile: t.mobile,
      trackingId: t.trackingId,
      passengerIds: t.passengerIds,
      penaltyPercent: 0,
      cardNumber: "6037991234567893",
      accountHolder: "مسافر نمونه",
      ...extra,
    },
  });
async function unchanged(t: { trackingId: string }) {
  expect(await prisma.refund.count({ where: { reservation: { trackingId: t.trackingId } } })).toBe(0);
  expect(
    (await prisma.passenger.findMany({ where: { reservation: { trackingId: t.trackingId } } })).map((p) => p.status),
  ).toEqual(["ConfirmedPayment"]);
}

describe("a ticket's management code", () => {
  it("without the code: refused with a Persian message, nothing changed", async () => {
    const t = await paidTicket();
    const res = await cancel(t);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ errors: [M.codeRequired], codes: ["ticket_code_required"] });
    await unchanged(t);
  });

  it("is texted only to the buyer's mobile, only for a ticket that exists, with its own limits", async () => {
    const t = await paidTicket();
    expect(
      (
        await api("POST", "/api/tour/manage-ticket/code", {
          body: { mobile: t.mobile, trackingId: "WRONG234" },
          headers: stampHeaders(ip),
        })
      ).status,
    ).toBe(404);
    expect(await prisma.otpCode.count({ where: { mobile: t.mobile } })).toBe(0);
    expect((await requestCode(t)).status).toBe(200);
    const sms = await prisma.smsMessage.findFirstOrThrow({ where: { mobile: t.mobile }, orderBy: { id: "desc" } });
    expect(sms.text).toContain("لغو یا استرداد بلیت");
    // One a minute per mobile (a second right away is 429, nothing sent), and an account code does not count.
    const again = await requestCode(t);
    expect(again.status).toBe(429);
    expect(again.body.errors).toEqual([ACCOUNT_MESSAGES.otpTooSoon]);
    expect(await prisma.otpCode.count({ where: { mobile: t.mobile, purpose: "TicketManage" } })).toBe(1);
  });

  it("with a wrong code: refused; five wrong tries kill the code (the right one then fails too); an expired code fails", async () => {
    const t = await paidTicket();
    await requestCode(t);
    const code = (await lastSmsCode(t.mobile))!;
    for (let i = 0; i < 5; i++) {
      const res = await cancel(t, { otpCode: wrongCode(code) });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([ACCOUNT_MESSAGES.invalidOtp]);
    }
    expect((await cancel(t, { otpCode: code })).status).toBe(400);
    await unchanged(t);

    // A fresh code, left to expire (five minutes).
    await ageCodes(t.mobile, 61_000);
    expect((await requestCode(t)).status).toBe(200);
    const fresh = (await lastSmsCode(t.mobile))!;
    await prisma.otpCode.updateMany({ where: { mobile: t.mobile }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await cancel(t, { otpCode: fresh })).status).toBe(400);
    await unchanged(t);
  });

  it("guessing stays slow: at most five codes an hour per mobile, five tries each", async () => {
    const t = await paidTicket();
    let sent = 0;
    for (let i = 0; i < 7; i++) {
      if ((await requestCode(t)).status === 200) sent += 1;
      await ageCodes(t.mobile, 61_000);
    }
    expect(sent).toBe(5);
  });

  it("with the code: cancels and names the card; the code is then used up", async () => {
    const t = await paidTicket();
    await requestCode(t);
    const code = (await lastSmsCode(t.mobile))!;
    const res = await cancel(t, { otpCode: code.replace(/\d/g, (d) => "۰۱۲۳۴۵۶۷۸۹"[Number(d)]) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ cardNumber: "6037991234567893" });
    expect(
      (await prisma.otpCode.findFirstOrThrow({ where: { mobile: t.mobile, purpose: "TicketManage" } })).consumedAt,
    ).not.toBeNull();
  });

  it("the buyer signed in as that mobile needs no code; another account does", async () => {
    const { user, token } = await createUser({ role: "Leader" });
    const t = await paidTicket(user.mobile);
    const stranger = await createUser({ role: "Leader" });
    expect((await cancel(t, {}, stranger.token)).status).toBe(401);
    await unchanged(t);
    expect((await cancel(t, {}, token)).status).toBe(200);
  });
});

describe("the ticket's QR value", () => {
  it("is signed by the server for the ticket's id and cannot be made from the tracking code", async () => {
    const t = await paidTicket();
    const ticket = await api("GET", `/api/tour/ticket/${t.mobile}/${t.trackingId}`);
    const reservation = await prisma.reservation.findFirstOrThrow({ where: { trackingId: t.trackingId } });
    expect(ticket.body.checkInCode).toBe(checkInCode(reservation.id));
    expect(ticket.body.checkInCode).not.toContain(t.trackingId);
    expect(ticket.body.checkInCode).not.toContain(t.mobile);
    expect(readCheckInCode(ticket.body.checkInCode)).toBe(reservation.id);
    const [prefix, , signature] = ticket.body.checkInCode.split(".");
    expect(readCheckInCode(`${prefix}.${reservation.id + 1}.${signature}`)).toBeNull();
    expect(readCheckInCode(`${prefix}.${reservation.id}.${"A".repeat(22)}`)).toBeNull();
    expect(readCheckInCode(t.trackingId)).toBeNull();
  });
});
