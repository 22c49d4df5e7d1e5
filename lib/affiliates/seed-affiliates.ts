// Demo data: the demo affiliates may sell the tours of the demo leaders (what an operator's
// AddLeaderToAffilate would set), so /dashboard/searchTours shows tours from the first login.
import type { PrismaClient } from "@/lib/db/generated/client";

export async function seedAffiliateLeaders(
  prisma: PrismaClient,
  options: { affiliateIds: number[]; leaderIds: number[] },
) {
  const data = options.affiliateIds.flatMap((affiliateId) =>
    options.leaderIds.map((leaderId) => ({ affiliateId, leaderId })),
  );
  if (data.length) await prisma.affiliateLeader.createMany({ data, skipDuplicates: true });
}
