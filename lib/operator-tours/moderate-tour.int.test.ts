import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { actOnSandbox, startSandboxPayment } from "@/lib/payments/testing/fixtures";
import { createSellingTour, passenger, reserve, sessionInput } from "@/lib/reservations/testing/fixtures";
import { api } from "@/tests/helpers/api";
import { createUser } from "@/tests/helpers/factories";

let fixture: Awaited<ReturnType<typeof createSellingTour>>;
let ticket: { trackingId: string; mobile: string };

beforeAll(async () => {
  fixture = await createSellingTour({ tourDiscounts: [], sessions: [sessionInput(20)] });
  const bus = fixture.session.vehicles[0];
  const res = await reserve(fixture.tour.id, fixture.session.id, {
    passengers: [passenger({ vehicleId: bus.id, seat: 1 })],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const { authority } = await startSandboxPayment(res.body.billId);
  await api("GET", await actOnSandbox(authority, "pay"));
  const reservation = await prisma.reservation.findUniqueOrThrow({ where: { trackingId: res.body.trackingId } });
  ticket = { trackingId: reservation.trackingId, mobile: reservation.buyerMobile };
});

const path = () => `/api/operator/tours/${fixture.tour.id}/moderation`;

describe("operator moderation of a tour", () => {
  it("only an operator may hide, suspend or lift; nothing is written for the others", async () => {
    for (const role of ["Leader", "Affiliate", "Accountant"] as const) {
      const who = await createUser({ role });
      expect(
        (
          await api("PUT", path(), {
            token: who.token,
            body: { moderation: "Hidden", moderationReason: "محتوای نامناسب" },
          })
        ).status,
        role,
      ).toBe(403);
      expect((await api("DELETE", path(), { token: who.token })).status, role).toBe(403);
    }
    // The tour's own leader cannot lift or set it either.
    expect(
      (
        await api("PUT", path(), {
          token: fixture.leader.token,
          body: { moderation: "Hidden", moderationReason: "محتوای نامناسب" },
        })
      ).status,
    ).toBe(403);
    expect(
      (await api("PUT", path(), { body: { moderation: "Hidden", moderationReason: "محتوای نامناسب" } })).status,
    ).toBe(401);
    const tour = await prisma.tour.findUniqueOrThrow({ where: { id: fixture.tour.id } });
    expect(tour.moderation).toBeNull();
    expect(await prisma.auditLog.count({ where: { entityType: "Tour", entityId: String(fixture.tour.id) } })).toBe(0);
  });

  it("refuses a missing or too long reason and an unknown kind with a Persian message naming the field", async () => {
    const op = await createUser({ role: "Operator" });
    for (const body of [
      { moderation: "Hidden" },
      { moderation: "Hidden", moderationReason: "  " },
      { moderation: "Hidden", moderationReason: "x".repeat(301) },
      { moderation: "Banned", moderationReason: "دلیل کافی" },
    ]) {
      const res = await api("PUT", path(), { token: op.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors.join(" ")).toMatch(/دلیل پنهان‌سازی یا تعلیق|نوع برخورد با تور/);
    }
    expect(
      (
        await api("PUT", `/api/operator/tours/999999999/moderation`, {
          token: op.token,
          body: { moderation: "Hidden", moderationReason: "دلیل کافی" },
        })
      ).status,
    ).toBe(404);
    expect((await prisma.tour.findUniqueOrThrow({ where: { id: fixture.tour.id } })).moderation).toBeNull();
  });

  it("hides the tour: audited, the leader texted and shown the reason, public pages and sales stop, the ticket stays", async () => {
    const op = await createUser({ role: "Operator" });
    const reason = "عکس‌های تور متعلق به تورگردان دیگری است";
    const res = await api("PUT", path(), {
      token: op.token,
      body: { moderation: "Suspended", moderationReason: reason },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ id: fixture.tour.id, moderation: "Suspended", moderationReason: reason });

    const audit = await prisma.auditLog.findFirstOrThrow({
      where: { entityType: "Tour", entityId: String(fixture.tour.id), action: "tour.moderate" },
    });
    expect(audit).toMatchObject({ actorId: op.user.id, targetUserId: fixture.tour.leaderId });
    expect(audit.before).toMatchObject({ moderation: null });
    expect(audit.after).toMatchObject({ moderation: "Suspended", moderationReason: reason });

    const leader = await prisma.user.findUniqueOrThrow({ where: { id: fixture.tour.leaderId } });
    const sms = await prisma.smsMessage.findFirstOrThrow({ where: { mobile: leader.mobile }, orderBy: { id: "desc" } });
    expect(sms.text).toContain(reason);
    expect(sms.text).toContain(fixture.tour.title);

    const list = await api("GET", `/api/Tour/search?Resource.Title=${encodeURIComponent(fixture.tour.title)}`, {
      token: fixture.leader.token,
    });
    const row = list.body.result.find((r: { id: number }) => r.id === fixture.tour.id);
    expect(row.moderation).toMatchObject({ kind: "Suspended", reason });

    expect((await api("GET", `/api/Tour/${fixture.tour.id}`)).status).toBe(404);
    expect((await api("GET", `/api/tour/${fixture.tour.id}/places`)).status).toBe(404);
    const bus = fixture.session.vehicles[0];
    const sale = await reserve(fixture.tour.id, fixture.session.id, {
      passengers: [passenger({ vehicleId: bus.id, seat: 5 })],
    });
    expect(sale.status).toBe(404);

    // The buyer keeps the ticket: view, manage and print still answer.
    expect((await api("GET", `/api/tour/ticket/${ticket.mobile}/${ticket.trackingId}`)).status).toBe(200);
    const manage = await api("GET", `/api/tour/manage-ticket/${ticket.mobile}/${ticket.trackingId}`);
    expect(manage.status).toBe(200);
    expect(manage.body.passengers[0].cancellable).toBe(true);

    const ops = await api("GET", `/api/Operator/SearchTours?SearchTerm=${fixture.tour.id}`, { token: op.token });
    expect(ops.body.result.find((r: { id: number }) => r.id === fixture.tour.id)).toMatchObject({
      moderation: "Suspended",
      moderationReason: reason,
    });
  });

  it("lifts it: audited, texted, public again", async () => {
    const op = await createUser({ role: "Operator" });
    const res = await api("DELETE", path(), { token: op.token });
    expect(res.status).toBe(200);
    expect(res.body.moderation).toBeNull();
    expect(
      await prisma.auditLog.count({
        where: {
          entityType: "Tour",
          entityId: String(fixture.tour.id),
          action: "tour.liftModeration",
          actorId: op.user.id,
        },
      }),
    ).toBe(1);
    expect((await api("GET", `/api/Tour/${fixture.tour.id}`)).status).toBe(200);
    const again = await api("DELETE", path(), { token: op.token });
    expect(again.status).toBe(422);
    expect(again.body.errors[0]).toMatch(/[\u0600-\u06FF]/);
  });
});
