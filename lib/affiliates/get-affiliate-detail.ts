import "server-only";
// GET /api/Operator/affiliate/{id}: an affiliate with the leaders they may sell for and their sales
// plan. Not an affiliate (or unknown, or deleted) → 404.
import { prisma, type Db } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { AFFILIATE_MESSAGES as M } from "./messages";
import { fullNameOf, userSummarySelect } from "./user-summary";

export async function getAffiliateDetail(affiliateId: number, db: Db = prisma) {
  const user = await db.user.findFirst({
    where: { id: affiliateId, role: "Affiliate", deletedAt: null },
    select: {
      ...userSummarySelect,
      isOnlineSales: true,
      affiliateLeaders: {
        orderBy: { id: "asc" },
        select: { leader: { select: { id: true, firstName: true, lastName: true, brand: true, mobile: true } } },
      },
    },
  });
  if (!user) throw notFound(M.affiliateNotFound, "affiliate_not_found");
  const { affiliateLeaders, ...rest } = user;
  return {
    affiliateDetail: {
      ...rest,
      fullName: fullNameOf(user),
      leaders: affiliateLeaders.map(({ leader: l }) => ({
        id: l.id,
        fullName: fullNameOf(l),
        brand: l.brand,
        mobile: l.mobile,
      })),
    },
  };
}
