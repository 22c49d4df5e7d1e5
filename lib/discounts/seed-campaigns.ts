import "server-only";
// Demo discount campaigns (called by prisma/seed.ts): one campaign per demo leader that has none,
// with a shared code (NOWRUZ<n>, 10 % off, 20 uses), chosen for the leader's published tours.
import { prisma } from "@/lib/db/client";

const DAY = 86_400_000;

export async function seedCampaigns(leaderIds: number[], now = new Date()) {
  for (const [i, leaderId] of leaderIds.entries()) {
    if (await prisma.discountCampaign.count({ where: { leaderId } })) continue;
    const tours = await prisma.tour.findMany({
      where: { leaderId, isDraft: false, deletedAt: null },
      select: { id: true },
    });
    await prisma.discountCampaign.create({
      data: {
        leaderId,
        title: "جشنواره نوروزی",
        isGeneratedBySystem: false,
        endTime: new Date(now.getTime() + 90 * DAY),
        count: 20,
        percent: 10,
        codes: { create: { leaderId, code: `NOWRUZ${i + 1}`, capacity: 20 } },
        tours: { createMany: { data: tours.map((t) => ({ tourId: t.id })) } },
      },
      select: { id: true },
    });
  }
}
