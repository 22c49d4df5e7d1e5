import "server-only";
// GET /api/Operator/leader/{id}: a leader with the affiliates assigned to them and their count of
// published tours. Not a leader (or unknown, or deleted) → 404.
import { prisma } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { AFFILIATE_MESSAGES as M } from "./messages";
import { fullNameOf, userSummarySelect } from "./user-summary";

export async function getLeaderDetail(leaderId: number) {
  const user = await prisma.user.findFirst({
    where: { id: leaderId, role: "Leader", deletedAt: null },
    select: {
      ...userSummarySelect,
      leaderAffiliates: {
        orderBy: { id: "asc" },
        select: {
          affiliate: {
            select: { id: true, firstName: true, lastName: true, brand: true, mobile: true, isOnlineSales: true },
          },
        },
      },
      _count: { select: { tours: { where: { isDraft: false, deletedAt: null } } } },
    },
  });
  if (!user) throw notFound(M.leaderNotFound, "leader_not_found");
  const { leaderAffiliates, _count, ...rest } = user;
  return {
    leaderDetail: {
      ...rest,
      fullName: fullNameOf(user),
      publishedTours: _count.tours,
      affiliates: leaderAffiliates.map(({ affiliate: a }) => ({
        id: a.id,
        fullName: fullNameOf(a),
        brand: a.brand,
        mobile: a.mobile,
        isOnlineSales: a.isOnlineSales,
      })),
    },
  };
}
