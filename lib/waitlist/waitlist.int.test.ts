// The waiting list against the real PostgreSQL: joining a sold-out session, offers when places free
// up (a cancellation, a raised capacity, a lapsed hold), the SMS link's hold used by a reservation,
// the leader's order and clearing, and races of a cancellation, a hold's claim, new buyers and the
// sweep that never sell more than the capacity.
import { describe, expect, it } from "vitest";
import { issueOtp } from "@/lib/accounts/testing/fixtures";
import { env } from "@/lib/config/env";
import { prisma } from "@/lib/db/client";
import { actOnSandbox, startSandboxPayment } from "@/lib/payments/testing/fixtures";
import {
  counterMismatches,
  createSellingTour,
  passenger,
  reserve,
  sessionInput,
} from "@/lib/reservations/testing/fixtures";
import { MAX_PASSENGERS } from "@/lib/reservations/constants";
import { RESERVATION_MESSAGES as R } from "@/lib/reservations/messages";
import { api } from "@/tests/helpers/api";
import { createUser, uniqueMobile } from "@/tests/helpers/factories";
import { MAX_WAITLIST_PLACES } from "./constants";
import { WAITLIST_MESSAGES as M } from "./messages";
import { offerFreedPlaces } from "./offer-freed-places";

const MINUTE = 60_000;

/** With a vehicle the sale takes its place first (reserve.ts takePlace); without, in the statement that writes it (write-reservation.ts). */
async function soldOutTour(capacity: number, withVehicle = true) {
  const vehicles = withVehicle ? [{ vehicleType: "TouristBus", busPassengersCanChooseTheirSeat: false, price: 0 }] : [];
  const fixture = await createSellingTour({
    sessions: [sessionInput(20, { capacity, vehicles })],
    tourDiscounts: [],
    extraItems: [],
  });
  const tickets = [];
  for (let i = 0; i < capacity; i++) {
    const ticket = await paidTicket(fixture.tour.id, fixture.session.id);
    if (!ticket.ok) throw new Error(`not sold: ${JSON.stringify(ticket.res.body)}`);
    tickets.push(ticket);
  }
  return { ...fixture, tickets };
}

async function paidTicket(
  tourId: number,
  sessionId: number,
  body: Record<string, unknown> = {},
  passengers = [passenger()],
) {
  const res = await reserve(tourId, sessionId, { passengers, ...body });
  if (res.status !== 200) return { ok: false as const, res };
  const { authority } = await startSandboxPayment(res.body.billId);
  await api("GET", await actOnSandbox(authority, "pay"));
  const ids = (
    await prisma.passenger.findMany({
      where: { reservation: { trackingId: res.body.trackingId } },
      orderBy: { id: "asc" },
    })
  ).map((p) => p.id);
  return {
    ok: true as const,
    res,
    trackingId: res.body.trackingId as string,
    mobile: passengers[0].mobile as string,
    passengerIds: ids,
  };
}

/** The buyer cancels the whole ticket through the real route (with the SMS code), at the current penalty. */
async function cancelTicket(t: { trackingId: string; mobile: string; passengerIds: number[] }) {
  const manage = await api("GET", `/api/tour/manage-ticket/${t.mobile}/${t.trackingId}`);
  const res = await api("POST", "/api/tour/passengers/refund", {
    body: {
      mobile: t.mobile,
      trackingId: t.trackingId,
      passengerIds: t.passengerIds,
      penaltyPercent: manage.body.currentRefundPenaltyPercent,
      otpCode: await issueOtp(t.mobile),
      cardNumber: "6037991234567893",
      accountHolder: "مسافر نمونه",
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

const join = (tourId: number, sessionId: number, body: Record<string, unknown>) =>
  api("POST", `/api/tour/${tourId}/session/${sessionId}/waitlist`, { body });
const sessionRow = (id: number) => prisma.tourSession.findUniqueOrThrow({ where: { id } });
const entry = (id: number) => prisma.waitlistEntry.findUniqueOrThrow({ where: { id } });

async function expectWithinCapacity(sessionId: number) {
  const s = await sessionRow(sessionId);
  const active = await prisma.passenger.count({ where: { sessionId, activeNationalKey: { not: null } } });
  const held = await prisma.waitlistEntry.aggregate({
    where: { sessionId, status: "Offered" },
    _sum: { places: true },
  });
  expect(s.bookedCount).toBe(active);
  expect(s.heldCount).toBe(held._sum.places ?? 0);
  expect(s.bookedCount + s.heldCount).toBeLessThanOrEqual(s.capacity);
}

describe("waiting list", () => {
  it(
    "takes a mobile and places only for a session that cannot sell them, refusing what is out of range",
    { timeout: 60_000 },
    async () => {
      const { tour, session } = await createSellingTour({
        sessions: [sessionInput(20, { capacity: 2, vehicles: [] })],
        tourDiscounts: [],
      });
      const open = await join(tour.id, session.id, { mobile: uniqueMobile(), places: 2 });
      expect(open.status).toBe(422);
      expect(open.body.errors).toEqual([M.notFull]);

      for (const places of [0, MAX_WAITLIST_PLACES + 1, 1.5, "دو"]) {
        const bad = await join(tour.id, session.id, { mobile: uniqueMobile(), places });
        expect(bad.status, String(places)).toBe(400);
        expect(bad.body.errors[0]).toMatch(/^تعداد جا: /);
      }
      // Three places on a session of two in all could never be offered: refused, not kept waiting.
      const beyond = await join(tour.id, session.id, { mobile: uniqueMobile(), places: 3 });
      expect(beyond.status).toBe(422);
      expect(beyond.body.errors).toEqual([M.overCapacity(2)]);
      expect(beyond.body.errors[0]).toContain("(۲ نفر)");
      const badMobile = await join(tour.id, session.id, { mobile: "12345", places: 3 });
      expect(badMobile.status).toBe(400);
      expect(badMobile.body.errors[0]).toMatch(/^موبایل: /);

      // Two places wanted where one is left: in line.
      const sold = await paidTicket(tour.id, session.id);
      expect(sold.ok, sold.ok ? "" : JSON.stringify(sold.res.body)).toBe(true);
      const mobile = uniqueMobile();
      const first = await join(tour.id, session.id, { mobile, places: 2 });
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      expect(first.body.ahead).toBe(0);
      const again = await join(tour.id, session.id, { mobile, places: 2 });
      expect(again.status).toBe(409);
      expect(again.body.errors).toEqual([M.alreadyIn]);
      expect((await join(tour.id, 999_999, { mobile: uniqueMobile(), places: 1 })).status).toBe(404);
      expect(await prisma.waitlistEntry.count({ where: { sessionId: session.id } })).toBe(1);
    },
  );

  it(
    "offers a cancelled place to the first in line by SMS, holds it against new buyers, and the link's hold buys it",
    { timeout: 120_000 },
    async () => {
      const { tour, session, tickets } = await soldOutTour(2);
      const [a, b] = [uniqueMobile(), uniqueMobile()];
      const ja = await join(tour.id, session.id, { mobile: a, places: 1 });
      const jb = await join(tour.id, session.id, { mobile: b, places: 1 });
      expect([ja.status, jb.status]).toEqual([200, 200]);
      expect(jb.body.ahead).toBe(1);

      await cancelTicket(tickets[0]);
      await offerFreedPlaces();
      const offered = await entry(ja.body.id);
      expect(offered.status).toBe("Offered");
      expect(offered.holdExpiresAt!.getTime() - offered.offeredAt!.getTime()).toBe(30 * MINUTE);
      expect((await entry(jb.body.id)).status).toBe("Waiting");
      expect((await sessionRow(session.id)).heldCount).toBe(1);

      const sms = await prisma.smsMessage.findMany({ where: { mobile: a } });
      expect(sms).toHaveLength(1);
      expect(sms[0].text).toContain(`/${tour.leaderId}/tour/${tour.id}/reserve/hold?token=${offered.token}`);
      // A second sweep sends nothing more and offers nothing more.
      expect(await offerFreedPlaces()).toMatchObject({ offered: 0, sent: 0 });
      expect(await prisma.smsMessage.count({ where: { mobile: a } })).toBe(1);

      // The held place is not for sale: the live figures say so and a new buyer is refused.
      expect((await api("GET", `/api/tour/${tour.id}/places`)).body.sessions[0]).toMatchObject({
        availableCapacity: 0,
        isRegistrable: false,
      });
      const stranger = await reserve(tour.id, session.id, { passengers: [passenger()] });
      expect(stranger.status).toBe(409);
      expect(stranger.body.errors).toEqual([R.sessionFull]);

      // The link's page data, then the hold used: more passengers than held are refused, a wrong token is 404.
      const hold = await api("GET", `/api/waitlist/hold/${offered.token}`);
      expect(hold.body).toMatchObject({
        active: true,
        places: 1,
        sessionId: session.id,
        tourId: tour.id,
        leaderId: tour.leaderId,
      });
      const tooMany = await reserve(tour.id, session.id, {
        passengers: [passenger(), passenger()],
        waitlistToken: offered.token,
      });
      expect(tooMany.status).toBe(422);
      expect(tooMany.body.errors).toEqual([M.holdPlaces(1)]);
      const wrong = await reserve(tour.id, session.id, { passengers: [passenger()], waitlistToken: "x".repeat(24) });
      expect(wrong.status).toBe(404);
      const bought = await paidTicket(tour.id, session.id, { waitlistToken: offered.token });
      expect(bought.ok).toBe(true);
      const claimed = await entry(ja.body.id);
      expect(claimed).toMatchObject({
        status: "Claimed",
        trackingId: bought.ok ? bought.trackingId : null,
        activeKey: null,
      });
      expect((await sessionRow(session.id)).heldCount).toBe(0);
      const reused = await reserve(tour.id, session.id, { passengers: [passenger()], waitlistToken: offered.token });
      expect(reused.status).toBe(409);
      expect(reused.body.errors).toEqual([M.holdLapsed]);
      await expectWithinCapacity(session.id);
      expect(await counterMismatches(tour.id)).toEqual([]);
    },
  );

  it(
    "links the offer to the host the traveller asked on: the leader's own active site, else the platform",
    { timeout: 120_000 },
    async () => {
      const { tour, session } = await soldOutTour(1, false);
      const suffix = Date.now().toString(36);
      const [own, other] = [`wl-${suffix}`, `wl-x-${suffix}`];
      const DAY = 86_400_000;
      await prisma.saleWebsite.create({
        data: { userId: tour.leaderId, subDomain: own, startsAt: new Date(), expiresAt: new Date(Date.now() + DAY) },
      });
      await prisma.saleWebsite.create({
        data: {
          userId: (await createUser()).user.id,
          subDomain: other,
          startsAt: new Date(),
          expiresAt: new Date(Date.now() + DAY),
        },
      });
      const asked = async (host: string) => {
        const mobile = uniqueMobile();
        const res = await api("POST", `/api/tour/${tour.id}/session/${session.id}/waitlist`, {
          body: { mobile, places: 1 },
          headers: { host },
        });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        return { mobile, id: res.body.id as number };
      };
      const onSite = await asked(`${own}.localhost:3000`);
      const elsewhere = [
        await asked("localhost:3000"),
        await asked("evil.example.com"),
        await asked(`${other}.localhost:3000`),
      ];
      // The owner's site once its period ended is no place to send anyone back to.
      await prisma.saleWebsite.update({ where: { subDomain: own }, data: { expiresAt: new Date(Date.now() - DAY) } });
      elsewhere.push(await asked(`${own}.localhost:3000`));
      expect((await entry(onSite.id)).saleOrigin).toBe(`http://${own}.localhost:3000`);
      for (const e of elsewhere) expect((await entry(e.id)).saleOrigin).toBeNull();

      await prisma.tourSession.update({ where: { id: session.id }, data: { capacity: 1 + 1 + elsewhere.length } });
      expect(await offerFreedPlaces()).toMatchObject({ offered: 1 + elsewhere.length });
      const link = async (e: { mobile: string; id: number }) => {
        const sms = await prisma.smsMessage.findFirstOrThrow({ where: { mobile: e.mobile } });
        const { token } = await entry(e.id);
        return { text: sms.text, path: `/${tour.leaderId}/tour/${tour.id}/reserve/hold?token=${token}` };
      };
      const site = await link(onSite);
      expect(site.text).toContain(`http://${own}.localhost:3000${site.path}`);
      for (const e of elsewhere) {
        const platform = await link(e);
        expect(platform.text).toContain(`${env.publicUrl.replace(/\/+$/, "")}${platform.path}`);
      }
    },
  );

  it(
    "lapses an unused hold after the leader's time and offers it to the next in line; a raised capacity is offered too",
    { timeout: 120_000 },
    async () => {
      const { tour, leader, session, tickets } = await soldOutTour(1);
      const put = await api("PUT", `/api/tour/${tour.id}/day-settings`, {
        token: leader.token,
        body: { holdMinutes: 10, remindersOn: true, reminderTime: "۱۹:۳۰" },
      });
      expect(put.status, JSON.stringify(put.body)).toBe(200);
      expect(put.body).toEqual({ holdMinutes: 10, remindersOn: true, reminderTime: "19:30" });
      for (const holdMinutes of [0, 4, 1441, 12.5]) {
        const bad = await api("PUT", `/api/tour/${tour.id}/day-settings`, {
          token: leader.token,
          body: { holdMinutes, remindersOn: true, reminderTime: "18:00" },
        });
        expect(bad.status).toBe(400);
        // The field's name once: the route's prefix, not repeated by the message.
        expect(bad.body.errors).toEqual(["مدت نگه‌داشت جا (دقیقه): باید بین ۵ تا ۱٬۴۴۰ دقیقه باشد"]);
      }
      const badTime = await api("PUT", `/api/tour/${tour.id}/day-settings`, {
        token: leader.token,
        body: { holdMinutes: 30, remindersOn: true, reminderTime: "24:00" },
      });
      expect(badTime.status).toBe(400);
      expect(badTime.body.errors[0]).toMatch(/^ساعت یادآوری: /);
      expect(
        (await api("GET", `/api/tour/${tour.id}/day-settings`, { token: (await createUser()).token })).status,
      ).toBe(404);

      const ja = await join(tour.id, session.id, { mobile: uniqueMobile(), places: 1 });
      const jb = await join(tour.id, session.id, { mobile: uniqueMobile(), places: 1 });
      await cancelTicket(tickets[0]);
      const now = new Date();
      await offerFreedPlaces(now);
      const first = await entry(ja.body.id);
      expect(first.holdExpiresAt!.getTime() - now.getTime()).toBe(10 * MINUTE);

      // Eleven minutes on: the first hold lapsed, the next in line holds the place.
      const later = new Date(now.getTime() + 11 * MINUTE);
      expect(await offerFreedPlaces(later)).toMatchObject({ lapsed: 1, offered: 1 });
      expect((await entry(ja.body.id)).status).toBe("Lapsed");
      expect((await entry(jb.body.id)).status).toBe("Offered");
      const lapsed = await reserve(tour.id, session.id, { passengers: [passenger()], waitlistToken: first.token });
      expect(lapsed.status).toBe(409);
      expect(lapsed.body.errors).toEqual([M.holdLapsed]);
      expect((await api("GET", `/api/waitlist/hold/${first.token}`)).body).toMatchObject({
        active: false,
        status: "Lapsed",
      });
      await expectWithinCapacity(session.id);

      // The leader raises the capacity to two, then to three: the third in line (two places, not more than
      // the whole capacity, so taken in line) gets the two free places.
      await prisma.tourSession.update({ where: { id: session.id }, data: { capacity: 2 } });
      const jc = await join(tour.id, session.id, { mobile: uniqueMobile(), places: 2 });
      expect(jc.status, JSON.stringify(jc.body)).toBe(200);
      await prisma.tourSession.update({ where: { id: session.id }, data: { capacity: 3 } });
      await offerFreedPlaces(later);
      expect((await entry(jc.body.id)).status).toBe("Offered");
      await expectWithinCapacity(session.id);
    },
  );

  it(
    "lets the leader see, reorder and clear the line; a removed offer's places go back on sale",
    { timeout: 120_000 },
    async () => {
      const { tour, leader, session, tickets } = await soldOutTour(1);
      const ids: number[] = [];
      for (let i = 0; i < 3; i++)
        ids.push((await join(tour.id, session.id, { mobile: uniqueMobile(), places: 1 })).body.id);

      const other = await createUser();
      expect((await api("GET", `/api/tour/${tour.id}/waitlist`, { token: other.token })).status).toBe(404);
      expect(
        (
          await api("PUT", `/api/tour/${tour.id}/session/${session.id}/waitlist`, {
            token: other.token,
            body: { entryIds: ids },
          })
        ).status,
      ).toBe(404);

      const partial = await api("PUT", `/api/tour/${tour.id}/session/${session.id}/waitlist`, {
        token: leader.token,
        body: { entryIds: ids.slice(0, 2) },
      });
      expect(partial.status).toBe(422);
      expect(partial.body.errors).toEqual([M.orderMismatch]);
      const reordered = [ids[2], ids[0], ids[1]];
      expect(
        (
          await api("PUT", `/api/tour/${tour.id}/session/${session.id}/waitlist`, {
            token: leader.token,
            body: { entryIds: reordered },
          })
        ).status,
      ).toBe(200);
      const list = await api("GET", `/api/tour/${tour.id}/waitlist`, { token: leader.token });
      expect(list.status).toBe(200);
      expect(list.body.sessions[0].entries.map((e: { id: number }) => e.id)).toEqual(reordered);

      // The new first in line gets the freed place; the leader removes that offer: the place is on sale again.
      await cancelTicket(tickets[0]);
      await offerFreedPlaces();
      expect((await entry(ids[2])).status).toBe("Offered");
      expect((await api("DELETE", `/api/tour/${tour.id}/waitlist/${ids[2]}`, { token: leader.token })).status).toBe(
        200,
      );
      expect((await entry(ids[2])).status).toBe("Removed");
      expect((await sessionRow(session.id)).heldCount).toBe(0);
      const cleared = await api("DELETE", `/api/tour/${tour.id}/session/${session.id}/waitlist`, {
        token: leader.token,
      });
      expect(cleared.body).toEqual({ removed: 2 });
      expect(await offerFreedPlaces()).toMatchObject({ offered: 0 });
      const sold = await paidTicket(tour.id, session.id);
      expect(sold.ok, sold.ok ? "" : JSON.stringify(sold.res.body)).toBe(true);
      await expectWithinCapacity(session.id);
      expect(await counterMismatches(tour.id)).toEqual([]);
    },
  );

  it(
    "never oversells when a cancellation, a hold's claim, the sweep and new buyers race",
    { timeout: 240_000 },
    async () => {
      for (let round = 0; round < 4; round++) {
        // Both places the guard lives in: a session with a vehicle, then one without.
        const { tour, session, tickets } = await soldOutTour(3, round % 2 === 0);
        const holder = await join(tour.id, session.id, { mobile: uniqueMobile(), places: 1 });
        const next = await join(tour.id, session.id, { mobile: uniqueMobile(), places: 1 });
        await cancelTicket(tickets[0]);
        await offerFreedPlaces();
        const { token } = await entry(holder.body.id);
        expect(token).toBeTruthy();

        // At once: the holder buys with the link, another ticket is cancelled (one more place), the
        // sweep runs twice, and 20 strangers try to buy one place each.
        const results = await Promise.all([
          paidTicket(tour.id, session.id, { waitlistToken: token }),
          cancelTicket(tickets[1]).then(() => null),
          offerFreedPlaces().then(() => null),
          offerFreedPlaces().then(() => null),
          ...Array.from({ length: 20 }, () => reserve(tour.id, session.id, { passengers: [passenger()] })),
        ]);
        const claim = results[0] as Awaited<ReturnType<typeof paidTicket>>;
        const strangers = results.slice(4) as Awaited<ReturnType<typeof reserve>>[];
        // The hold was the holder's: it always buys.
        expect(claim.ok, JSON.stringify(!claim.ok && claim.res.body)).toBe(true);
        expect(strangers.filter((s) => s.status >= 500)).toEqual([]);
        for (const s of strangers.filter((x) => x.status !== 200)) expect(s.status).toBe(409);
        const soldToStrangers = strangers.filter((s) => s.status === 200).length;
        await offerFreedPlaces();
        const nextState = (await entry(next.body.id)).status;
        // The second freed place went either to a stranger or to the next in line, never to both.
        expect(soldToStrangers + (nextState === "Offered" ? 1 : 0)).toBe(1);
        await expectWithinCapacity(session.id);
        const s = await sessionRow(session.id);
        expect(s.bookedCount + s.heldCount).toBe(3);
        expect(await counterMismatches(tour.id)).toEqual([]);
      }
    },
  );
});

describe("waiting list figures", () => {
  it("asks for at most what one reservation may carry", () => {
    expect(MAX_WAITLIST_PLACES).toBe(MAX_PASSENGERS);
  });
});
