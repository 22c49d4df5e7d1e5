import { beforeAll, describe, expect, it } from "vitest";
import { stampHeaders } from "@/lib/http/client-address";
import { prisma } from "@/lib/db/client";
import { ageCodes, uniqueIp } from "@/lib/accounts/testing/fixtures";
import { actOnSandbox, startSandboxPayment } from "@/lib/payments/testing/fixtures";
import { createSellingTour, passenger, reserve, sessionInput } from "@/lib/reservations/testing/fixtures";
import { api } from "@/tests/helpers/api";
import { uniqueMobile } from "@/tests/helpers/factories";
import { TRAVELLER_COOKIE, TRAVELLER_SESSION_MINUTES } from "./session";

let buyer: string;
let stranger: string;
const mine: string[] = [];
let theirs: string;
let tourA: Awaited<ReturnType<typeof createSellingTour>>;

async function buy(tour: Awaited<ReturnType<typeof createSellingTour>>, mobile: string, seat: number, pay = true) {
  const bus = tour.session.vehicles[0];
  const res = await reserve(tour.tour.id, tour.session.id, {
    passengers: [passenger({ mobile, vehicleId: bus.id, seat }), passenger({ vehicleId: bus.id, seat: seat + 1 })],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  if (pay) {
    const { authority } = await startSandboxPayment(res.body.billId);
    await api("GET", await actOnSandbox(authority, "pay"));
  }
  return res.body.trackingId as string;
}

async function signIn(mobile: string): Promise<{ cookie: string; setCookie: string }> {
  const ip = uniqueIp();
  // Each test signs in anew: its earlier codes are moved out of the mobile's minute and hour limits.
  await ageCodes(mobile, 2 * 3_600_000);
  const sent = await api("POST", "/api/my/code", { body: { mobile }, headers: stampHeaders(ip) });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const sms = await prisma.smsMessage.findFirstOrThrow({ where: { mobile }, orderBy: { id: "desc" } });
  expect(sms.text).toContain("بلیت‌های من");
  const code = sms.text.match(/\d{6}/)![0];
  const res = await api("POST", "/api/my/session", { body: { mobile, otpCode: code }, headers: stampHeaders(ip) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const setCookie = res.headers.get("set-cookie")!;
  return { cookie: setCookie.split(";")[0].split("=").slice(1).join("="), setCookie };
}

const as = (cookie: string) => ({ cookies: { [TRAVELLER_COOKIE]: cookie } });

beforeAll(async () => {
  buyer = uniqueMobile();
  stranger = uniqueMobile();
  tourA = await createSellingTour({ tourDiscounts: [], sessions: [sessionInput(30)] });
  // Another leader's tour: /my gathers across leaders.
  const tourB = await createSellingTour({ tourDiscounts: [], sessions: [sessionInput(40)] });
  mine.push(await buy(tourA, buyer, 1), await buy(tourB, buyer, 1), await buy(tourB, buyer, 5, false));
  theirs = await buy(tourA, stranger, 10);
}, 60_000);

describe("/my: the traveller's own bookings", () => {
  it("signs in with the mobile and an SMS code: a short httpOnly cookie, the code used once", async () => {
    const { setCookie } = await signIn(buyer);
    expect(setCookie).toMatch(
      new RegExp(`^${TRAVELLER_COOKIE.replace(".", "\\.")}=[\\w-]{43}; Path=/; HttpOnly; SameSite=Lax`),
    );
    expect(setCookie).toContain(`Max-Age=${TRAVELLER_SESSION_MINUTES * 60}`);
    // The same code cannot open a second session.
    const sms = await prisma.smsMessage.findFirstOrThrow({ where: { mobile: buyer }, orderBy: { id: "desc" } });
    const again = await api("POST", "/api/my/session", {
      body: { mobile: buyer, otpCode: sms.text.match(/\d{6}/)![0] },
    });
    expect(again.status).toBe(400);
    expect(again.body.codes).toEqual(["invalid_otp"]);
    expect(again.headers.get("set-cookie")).toBeNull();
  });

  it("a mobile without tickets gets the same answer and no SMS; a wrong code opens nothing", async () => {
    const nobody = uniqueMobile();
    const res = await api("POST", "/api/my/code", { body: { mobile: nobody }, headers: stampHeaders(uniqueIp()) });
    expect(res.status).toBe(200);
    expect(await prisma.smsMessage.count({ where: { mobile: nobody } })).toBe(0);
    const wrong = await api("POST", "/api/my/session", { body: { mobile: nobody, otpCode: "123456" } });
    expect(wrong.status).toBe(400);
    const bad = await api("POST", "/api/my/code", { body: { mobile: "0912" } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]).toMatch(/موبایل/);
  });

  it("lists every ticket of the mobile across leaders, paged in the database, and never another mobile's", async () => {
    const { cookie } = await signIn(buyer);
    const all = await api("GET", "/api/my/tickets?PageSize=50", as(cookie));
    expect(all.status).toBe(200);
    const ids = all.body.result.map((t: { trackingId: string }) => t.trackingId);
    expect(new Set(ids)).toEqual(new Set(mine));
    expect(ids).not.toContain(theirs);
    expect(new Set(all.body.result.map((t: { tour: { leaderId: number } }) => t.tour.leaderId)).size).toBe(2);
    expect(all.body.totalItemCount).toBe(3);
    const pages = await Promise.all(
      [1, 2, 3].map((p) => api("GET", `/api/my/tickets?PageSize=1&Page=${p}`, as(cookie))),
    );
    expect(pages.map((p) => p.body.result.length)).toEqual([1, 1, 1]);
    expect(pages[0].body.pageCount).toBe(3);
    expect(new Set(pages.map((p) => p.body.result[0].trackingId))).toEqual(new Set(mine));
    // The stranger's own session sees only theirs.
    const other = await signIn(stranger);
    const theirList = await api("GET", "/api/my/tickets", as(other.cookie));
    expect(theirList.body.result.map((t: { trackingId: string }) => t.trackingId)).toEqual([theirs]);
  });

  it("opens and downloads only its own tickets: another mobile's tracking id is a 404", async () => {
    const { cookie } = await signIn(buyer);
    const own = await api("GET", `/api/my/tickets/${mine[0]}`, as(cookie));
    expect(own.status).toBe(200);
    expect(own.body.trackingId).toBe(mine[0]);
    expect(own.body.buyerMobile).toBe(buyer);
    const foreign = await api("GET", `/api/my/tickets/${theirs}`, as(cookie));
    expect(foreign.status).toBe(404);
    expect(JSON.stringify(foreign.body)).not.toContain(stranger);
    const ics = await api("GET", `/api/my/tickets/${mine[0]}/ics`, as(cookie));
    expect(ics.status).toBe(200);
    expect(ics.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(ics.body).toContain(`UID:ticket-${mine[0]}@`);
    expect((await api("GET", `/api/my/tickets/${theirs}/ics`, as(cookie))).status).toBe(404);
    // The ticket page's own download, by mobile and tracking id.
    expect((await api("GET", `/api/tour/ticket/${buyer}/${mine[0]}/ics`)).status).toBe(200);
    expect((await api("GET", `/api/tour/ticket/${stranger}/${mine[0]}/ics`)).status).toBe(404);
  });

  it("refuses every call without a valid session: none, forged, expired, signed out", async () => {
    expect((await api("GET", "/api/my/tickets")).status).toBe(401);
    expect((await api("GET", "/api/my/tickets")).body.codes).toEqual(["traveller_signed_out"]);
    // The session question itself answers "nobody" with 200 and null: no 401 in a signed-out browser's console.
    const nobody = await api("GET", "/api/my/session");
    expect(nobody.status).toBe(200);
    expect(nobody.body).toBeNull();
    expect((await api("GET", "/api/my/session", as("forged-token-value"))).body).toBeNull();
    expect((await api("GET", "/api/my/tickets", as("forged-token-value"))).status).toBe(401);
    expect((await api("GET", `/api/my/tickets/${mine[0]}/ics`)).status).toBe(401);
    const { cookie } = await signIn(buyer);
    expect((await api("GET", "/api/my/session", as(cookie))).body.mobile).toBe(buyer);
    await prisma.travellerSession.updateMany({
      where: { mobile: buyer },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await api("GET", "/api/my/tickets", as(cookie))).status).toBe(401);
    const fresh = await signIn(buyer);
    const out = await api("DELETE", "/api/my/session", {
      ...as(fresh.cookie),
      headers: { "sec-fetch-site": "same-origin" },
    });
    expect(out.status).toBe(200);
    expect(out.headers.get("set-cookie")).toContain("Max-Age=0");
    expect((await api("GET", "/api/my/tickets", as(fresh.cookie))).status).toBe(401);
  });

  it("cancels its own ticket without an SMS code, under the refund rules; never another mobile's, never from another site", async () => {
    const { cookie } = await signIn(buyer);
    const ticket = (await api("GET", `/api/my/tickets/${mine[0]}`, as(cookie))).body;
    const passengerId = ticket.passengers[0].id;
    const body = {
      mobile: buyer,
      trackingId: mine[0],
      passengerIds: [passengerId],
      penaltyPercent: ticket.currentRefundPenaltyPercent,
    };
    // A request from another site carries the cookie but proves nothing.
    const crossSite = await api("POST", "/api/tour/passengers/refund", {
      ...as(cookie),
      body,
      headers: { "sec-fetch-site": "cross-site" },
    });
    expect(crossSite.status).toBe(401);
    expect(crossSite.body.codes).toEqual(["ticket_code_required"]);
    // The buyer's session is no proof for the stranger's ticket.
    const strangerTicket = (await api("GET", `/api/tour/manage-ticket/${stranger}/${theirs}`)).body;
    const foreign = await api("POST", "/api/tour/passengers/refund", {
      ...as(cookie),
      body: {
        mobile: stranger,
        trackingId: theirs,
        passengerIds: [strangerTicket.passengers[0].id],
        penaltyPercent: strangerTicket.currentRefundPenaltyPercent,
      },
      headers: { "sec-fetch-site": "same-origin" },
    });
    expect(foreign.status).toBe(401);
    const done = await api("POST", "/api/tour/passengers/refund", {
      ...as(cookie),
      body,
      headers: { "sec-fetch-site": "same-origin" },
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.penaltyPercent).toBe(ticket.currentRefundPenaltyPercent);
    const after = await api("GET", `/api/my/tickets/${mine[0]}`, as(cookie));
    expect(after.body.passengers.find((p: { id: number }) => p.id === passengerId).status).toBe("Cancelled");
    expect(await prisma.refund.count({ where: { reservation: { trackingId: mine[0] } } })).toBe(1);
  });
});

describe("/my: a ticket sold in installments", () => {
  it("carries its next unpaid installment with the signed pay link, the next one once that is paid, none when paid off", async () => {
    const mobile = uniqueMobile();
    const trackingId = await buy(tourA, mobile, 20);
    const { id: reservationId } = await prisma.reservation.findUniqueOrThrow({ where: { trackingId } });
    const day = 86_400_000;
    await prisma.reservationInstallment.createMany({
      data: [
        { reservationId, sequence: 0, amount: 900_000n, dueAt: new Date(), status: "Paid", paidAt: new Date() },
        { reservationId, sequence: 1, amount: 1_500_000n, dueAt: new Date(Date.now() - day) },
        { reservationId, sequence: 2, amount: 1_600_000n, dueAt: new Date(Date.now() + 10 * day) },
      ],
    });
    const { cookie } = await signIn(mobile);
    const next = async () => (await api("GET", "/api/my/tickets", as(cookie))).body.result[0].nextInstallment;
    const first = await next();
    expect(first).toMatchObject({ sequence: 1, amount: 1_500_000, overdue: true });
    // A path: on a sale website's /my the link stays on the site.
    expect(first.payUrl).toMatch(new RegExp(`^/api/installments/${first.id}/pay\\?token=`));
    await prisma.reservationInstallment.updateMany({ where: { reservationId, sequence: 1 }, data: { status: "Paid" } });
    expect(await next()).toMatchObject({ sequence: 2, amount: 1_600_000, overdue: false });
    await prisma.reservationInstallment.updateMany({ where: { reservationId, sequence: 2 }, data: { status: "Paid" } });
    expect(await next()).toBeNull();
  });
});
