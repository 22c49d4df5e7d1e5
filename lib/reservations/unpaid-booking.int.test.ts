// Issue 32, major 1: a booking whose step to the gateway failed keeps its passengers from booking
// again until the hold runs out. The passengers step learns of it (national ids + the buyer's mobile)
// and offers to resume or release it; /my lists it with both actions. Releasing needs the buyer: the
// bill's payment token (the browser that made it) or a traveller session of the buyer's mobile.
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { ageCodes, uniqueIp } from "@/lib/accounts/testing/fixtures";
import { stampHeaders } from "@/lib/http/client-address";
import { actOnSandbox, startSandboxPayment } from "@/lib/payments/testing/fixtures";
import { TRAVELLER_COOKIE } from "@/lib/traveller/session";
import { api } from "@/tests/helpers/api";
import { uniqueMobile } from "@/tests/helpers/factories";
import { RESERVATION_MESSAGES as M } from "./messages";
import { counterMismatches, createSellingTour, passenger, reserve, sessionInput } from "./testing/fixtures";

let fixture: Awaited<ReturnType<typeof createSellingTour>>;

beforeAll(async () => {
  fixture = await createSellingTour({ tourDiscounts: [], sessions: [sessionInput(30)] });
}, 60_000);

const validate = (nationalIds: string[], mobile?: string) =>
  api("POST", `/api/tour/reservation/nationalid-validation/${fixture.session.id}`, { body: { nationalIds, mobile } });
const release = (billId: string, body: Record<string, unknown> = {}, cookie?: string) =>
  api("POST", `/api/tour/reservation/release/${billId}`, {
    body,
    // A browser's own call: the traveller cookie counts only on a same-site call (lib/http/cross-site.ts).
    headers: { "sec-fetch-site": "same-origin" },
    cookies: cookie ? { [TRAVELLER_COOKIE]: cookie } : undefined,
  });

async function session() {
  return prisma.tourSession.findUniqueOrThrow({ where: { id: fixture.session.id }, include: { vehicles: true } });
}

/** Two seats of the bus nobody holds. */
async function freeSeats(): Promise<[number, number]> {
  const bus = fixture.session.vehicles[0];
  const taken = await prisma.seatBooking.findMany({ where: { vehicleId: bus.id }, select: { seatNumber: true } });
  const free = Array.from({ length: 40 }, (_, i) => i + 1).filter((n) => !taken.some((t) => t.seatNumber === n));
  return [free[0], free[1]];
}

/** The same passengers on other seats. */
async function reseated(body: { passengers: Record<string, unknown>[] }) {
  const seats = await freeSeats();
  return { ...body, passengers: body.passengers.map((p, i) => ({ ...p, seat: seats[i] })) };
}

/** A two-passenger booking with seats whose payment never completed. */
async function stuckBooking(method: "Online" | "C2C" = "Online") {
  const bus = fixture.session.vehicles[0];
  const [first, second] = await freeSeats();
  const buyer = passenger({ vehicleId: bus.id, seat: first });
  const other = passenger({ vehicleId: bus.id, seat: second });
  const body = { paymentMethod: method, passengers: [buyer, other] };
  const res = await reserve(fixture.tour.id, fixture.session.id, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { body, buyer, other, billId: res.body.billId as string, paymentToken: res.body.paymentToken as string };
}

async function signIn(mobile: string): Promise<string> {
  const ip = uniqueIp();
  await ageCodes(mobile, 2 * 3_600_000);
  const sent = await api("POST", "/api/my/code", { body: { mobile }, headers: stampHeaders(ip) });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const sms = await prisma.smsMessage.findFirstOrThrow({ where: { mobile }, orderBy: { id: "desc" } });
  const code = sms.text.match(/\d{6}/)![0];
  const res = await api("POST", "/api/my/session", { body: { mobile, otpCode: code }, headers: stampHeaders(ip) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.headers.get("set-cookie")!.split(";")[0].split("=").slice(1).join("=");
}

describe("a stuck payment: found, resumed or released by its buyer", () => {
  it("the passengers' check names the unpaid booking to the buyer's mobile only, and the reservation still refuses them", async () => {
    const stuck = await stuckBooking();
    const ids = [stuck.buyer.nationalId, stuck.other.nationalId];

    const mine = await validate(ids, stuck.buyer.mobile);
    expect(mine.status).toBe(200);
    expect(mine.body.isValid).toBe(false);
    expect(mine.body.invalidNationalIds.sort()).toEqual([...ids].sort());
    expect(mine.body.unpaid).toMatchObject({
      billId: stuck.billId,
      paymentMethod: "Online",
      paymentUrl: `/api/payment/bill/${stuck.billId}`,
    });
    // Another mobile (even the second passenger's) or none: only "already registered", nothing about the booking.
    expect((await validate(ids, stuck.other.mobile)).body.unpaid).toBeNull();
    expect((await validate(ids, uniqueMobile())).body.unpaid).toBeNull();
    expect((await validate(ids)).body.unpaid).toBeNull();

    const again = await reserve(fixture.tour.id, fixture.session.id, await reseated(stuck.body));
    expect(again.status).toBe(409);
    expect(again.body.codes).toEqual(["already_registered"]);
  });

  it("resuming pays the same bill: the tickets are issued and nothing is held twice", async () => {
    const stuck = await stuckBooking();
    const { unpaid } = (await validate([stuck.other.nationalId], stuck.buyer.mobile)).body;
    const { authority } = await startSandboxPayment(stuck.billId, unpaid.paymentUrl);
    await api("GET", await actOnSandbox(authority, "pay"));
    const tickets = await prisma.passenger.findMany({ where: { reservation: { billId: stuck.billId } } });
    expect(tickets.map((t) => t.status)).toEqual(["ConfirmedPayment", "ConfirmedPayment"]);
    // Paid: no longer offered as unpaid, and it cannot be released.
    expect((await validate([stuck.buyer.nationalId], stuck.buyer.mobile)).body.unpaid).toBeNull();
    const refused = await release(stuck.billId, { paymentToken: stuck.paymentToken });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ errors: [M.releasePaid], codes: ["already_paid"] });
    expect(await counterMismatches(fixture.tour.id)).toEqual([]);
  });

  it("releasing with the browser's payment token frees places and seats at once; the same passengers book again", async () => {
    const stuck = await stuckBooking();
    const before = await session();
    const seats = () => prisma.seatBooking.count({ where: { passenger: { reservation: { billId: stuck.billId } } } });
    expect(await seats()).toBe(2);

    const res = await release(stuck.billId, { paymentToken: stuck.paymentToken });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ released: true });

    const after = await session();
    expect(after.bookedCount).toBe(before.bookedCount - 2);
    expect(after.vehicles[0].bookedCount).toBe(before.vehicles[0].bookedCount - 2);
    expect(await seats()).toBe(0);
    const bill = await prisma.bill.findUniqueOrThrow({ where: { id: stuck.billId } });
    expect(bill.status).toBe("Cancelled");
    const statuses = await prisma.passenger.findMany({ where: { reservation: { billId: stuck.billId } } });
    expect(statuses.map((p) => [p.status, p.activeNationalKey])).toEqual([
      ["PaymentAbortedByUser", null],
      ["PaymentAbortedByUser", null],
    ]);
    expect(await counterMismatches(fixture.tour.id)).toEqual([]);

    // A second release changes nothing; the released bill can no longer be paid.
    expect((await release(stuck.billId, { paymentToken: stuck.paymentToken })).body).toEqual({ released: false });
    expect((await api("GET", `/api/payment/bill/${stuck.billId}`)).status).toBe(422);
    expect((await session()).bookedCount).toBe(after.bookedCount);

    // The same seats too: they were freed with the places.
    const again = await reserve(fixture.tour.id, fixture.session.id, stuck.body);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(await counterMismatches(fixture.tour.id)).toEqual([]);
  });

  it("nobody else can release it: no proof, another bill's token or another mobile's session is a 403 that changes nothing", async () => {
    const stuck = await stuckBooking();
    const otherBooking = await stuckBooking();
    const before = await session();
    // A traveller signed in with their own mobile (a buyer of another booking) is not this one's buyer.
    const stranger = await signIn(otherBooking.buyer.mobile);
    for (const attempt of [
      await release(stuck.billId),
      await release(stuck.billId, { paymentToken: otherBooking.paymentToken }),
      await release(stuck.billId, {}, stranger),
      await release(stuck.billId, {}, "not-a-session"),
    ]) {
      expect(attempt.status).toBe(403);
      expect(attempt.body).toEqual({ errors: [M.notBuyer], codes: ["not_buyer"] });
    }
    expect((await session()).bookedCount).toBe(before.bookedCount);
    expect((await prisma.bill.findUniqueOrThrow({ where: { id: stuck.billId } })).status).toBe("Pending");
    expect((await release("no-such-bill", { paymentToken: stuck.paymentToken })).status).toBe(404);
  });

  it("/my lists the booking as waiting with its bill, and the buyer's session releases it", async () => {
    const stuck = await stuckBooking();
    const cookie = await signIn(stuck.buyer.mobile);
    const list = await api("GET", "/api/my/tickets", { cookies: { [TRAVELLER_COOKIE]: cookie } });
    expect(list.status).toBe(200);
    const row = list.body.result.find((r: { unpaid: { billId: string } | null }) => r.unpaid?.billId === stuck.billId);
    expect(row).toMatchObject({ status: "Reserved", statusTitle: "در انتظار پرداخت" });
    expect(row.unpaid.paymentUrl).toBe(`/api/payment/bill/${stuck.billId}`);

    const res = await release(stuck.billId, {}, cookie);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ released: true });
    const after = await api("GET", "/api/my/tickets", { cookies: { [TRAVELLER_COOKIE]: cookie } });
    expect(after.body.result.some((r: { trackingId: string }) => r.trackingId === row.trackingId)).toBe(false);
    expect(await counterMismatches(fixture.tour.id)).toEqual([]);
  });

  it("a card-to-card transfer already reported is not released (it waits for the operator)", async () => {
    const stuck = await stuckBooking("C2C");
    const unpaid = (await validate([stuck.buyer.nationalId], stuck.buyer.mobile)).body.unpaid;
    expect(unpaid).toMatchObject({ billId: stuck.billId, paymentMethod: "C2C", paymentUrl: null });
    const sent = await api(
      "POST",
      `/api/tour/bill/${stuck.billId}/complete-c2c/${stuck.paymentToken}/refId/${Date.now() % 1_000_000_000}`,
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect((await validate([stuck.buyer.nationalId], stuck.buyer.mobile)).body.unpaid).toBeNull();
    const res = await release(stuck.billId, { paymentToken: stuck.paymentToken });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ errors: [M.releaseReported], codes: ["payment_reported"] });
    expect((await prisma.bill.findUniqueOrThrow({ where: { id: stuck.billId } })).status).toBe("Pending");
  });
});
