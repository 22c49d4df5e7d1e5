// The existence lookup proxy.ts asks before rendering a public page, on a real database.
import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { createUser } from "@/tests/helpers/factories";
import { createTour } from "@/lib/tours/create-tour";
import { tourPayloadSchema } from "@/lib/tours/schemas";
import { sessionInput, tourPayload } from "@/lib/tours/testing/tour-fixtures";
import { getLeaderPage } from "./get-leader-page";
import { publicPageExists } from "./public-page-exists";

describe("whether a public page's record exists", () => {
  it("answers the tour of its leader, not another leader's, and never remembers a no", async () => {
    const { user } = await createUser();
    const { user: other } = await createUser();
    const payload = tourPayloadSchema.parse(await tourPayload({ sessions: [sessionInput(10, { capacity: 5 })] }));
    const { id } = await createTour(user.id, payload);
    expect(await publicPageExists({ kind: "tour", leaderId: user.id, tourId: id })).toBe(true);
    expect(await publicPageExists({ kind: "tour", leaderId: other.id, tourId: id })).toBe(false);

    // A tour made after a "no" for its id is found at once: the "no" was not kept.
    const next = id + 1000;
    expect(await publicPageExists({ kind: "tour", leaderId: user.id, tourId: next })).toBe(false);
    await prisma.$executeRawUnsafe(`SELECT setval(pg_get_serial_sequence('"Tour"', 'id'), ${next - 1})`);
    const made = await createTour(user.id, payload);
    expect(made.id).toBe(next);
    expect(await publicPageExists({ kind: "tour", leaderId: user.id, tourId: next })).toBe(true);
  });

  it("answers no for a tour without a public page: a draft, one an operator hid, one of a deleted leader", async () => {
    const { user } = await createUser();
    const payload = tourPayloadSchema.parse(await tourPayload({ sessions: [sessionInput(10, { capacity: 5 })] }));
    const draft = await createTour(user.id, payload);
    await prisma.tour.update({ where: { id: draft.id }, data: { isDraft: true } });
    expect(await publicPageExists({ kind: "tour", leaderId: user.id, tourId: draft.id })).toBe(false);
    const hidden = await createTour(user.id, payload);
    await prisma.tour.update({
      where: { id: hidden.id },
      data: { moderation: "Hidden", moderationReason: "آزمایش", moderatedAt: new Date() },
    });
    expect(await publicPageExists({ kind: "tour", leaderId: user.id, tourId: hidden.id })).toBe(false);
    const { user: gone } = await createUser();
    const ofGone = await createTour(gone.id, payload);
    await prisma.user.update({ where: { id: gone.id }, data: { deletedAt: new Date() } });
    expect(await publicPageExists({ kind: "tour", leaderId: gone.id, tourId: ofGone.id })).toBe(false);
  });

  it("remembers a yes for a second only: a tour hidden on another instance is its 404 from the next second", async () => {
    const { user } = await createUser();
    const payload = tourPayloadSchema.parse(await tourPayload({ sessions: [sessionInput(10, { capacity: 5 })] }));
    const { id } = await createTour(user.id, payload);
    const page = { kind: "tour" as const, leaderId: user.id, tourId: id };
    let now = 1_000_000;
    expect(await publicPageExists(page, () => now)).toBe(true);
    await prisma.tour.update({ where: { id }, data: { deletedAt: new Date() } });
    expect(await publicPageExists(page, () => now)).toBe(true); // remembered
    now += 999;
    expect(await publicPageExists(page, () => now)).toBe(true);
    now += 2;
    expect(await publicPageExists(page, () => now)).toBe(false);
  });

  it("answers a leader's page as its loader does: an active leader yes; an affiliate, a disabled or deleted leader no", async () => {
    const { user: leader } = await createUser();
    const { user: affiliate } = await createUser({ role: "Affiliate" });
    const { user: disabled } = await createUser({ disabledAt: new Date() });
    const { user: deleted } = await createUser({ deletedAt: new Date() });
    const asked = async (leaderId: number) => publicPageExists({ kind: "leader", leaderId });
    expect(await asked(leader.id)).toBe(true);
    expect(await getLeaderPage(leader.id)).not.toBeNull();
    for (const { id } of [affiliate, disabled, deleted]) {
      expect(await asked(id), String(id)).toBe(false);
      // The page's own loader agrees: what the lookup refuses would have been the 404 anyway.
      expect(await getLeaderPage(id), String(id)).toBeNull();
    }
    expect(await asked(deleted.id + 1_000_000)).toBe(false);
  });
});
