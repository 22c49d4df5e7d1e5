// prisma/seed-tours.ts: demo tours of both leaders, valid by the API's own rules, and idempotent.
import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { seedTours } from "@/prisma/seed-tours";
import { api } from "@/tests/helpers/api";
import { createUser } from "@/tests/helpers/factories";

describe("seedTours", () => {
  it("gives each leader published tours of every type, one draft, and runs only once", async () => {
    const [a, b, affiliate] = await Promise.all([createUser(), createUser(), createUser({ role: "Affiliate" })]);
    const now = new Date();
    const created = await seedTours(prisma, {
      leaderIds: [a.user.id, b.user.id],
      collaboratorIds: [affiliate.user.id],
      now,
    });
    expect(created.length).toBe(7);
    expect(await seedTours(prisma, { leaderIds: [a.user.id, b.user.id] })).toEqual([]);

    const tours = await prisma.tour.findMany({
      where: { id: { in: created } },
      include: {
        sessions: { include: { vehicles: true } },
        refundRules: true,
        extraItems: true,
        discounts: true,
        services: true,
        checklists: true,
        tags: true,
        collaborators: true,
      },
    });
    for (const leader of [a, b]) {
      const own = tours.filter((t) => t.leaderId === leader.user.id && !t.isDraft);
      expect(new Set(own.map((t) => t.tourType))).toEqual(new Set(["SimpleTour", "PeriodicTour", "Event"]));
      for (const t of own) {
        expect(t.sessions.length).toBeGreaterThan(0);
        expect(t.sessions.every((s) => s.startTime > now)).toBe(true);
        expect(t.refundRules.length).toBeGreaterThan(0);
        expect(t.services.length + t.checklists.length + t.tags.length).toBeGreaterThan(0);
        expect((await api("GET", `/api/Tour/${t.id}`)).status).toBe(200);
      }
    }
    expect(tours.filter((t) => t.isDraft)).toHaveLength(1);
    const vehicles = tours.flatMap((t) => t.sessions.flatMap((s) => s.vehicles));
    expect(
      vehicles.some((v) => v.vehicleType === "Bus44" && v.busPassengersCanChooseTheirSeat && v.capacity === 44),
    ).toBe(true);
    expect(vehicles.some((v) => v.vehicleType === "MiniBus")).toBe(true);
    expect(tours.some((t) => t.discounts.length > 0 && t.extraItems.length > 0)).toBe(true);
    expect(tours.some((t) => t.collaborators.some((c) => c.userId === affiliate.user.id))).toBe(true);
  });
});
