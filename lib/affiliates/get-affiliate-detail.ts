import "server-only";
// GET /api/Operator/affiliate/{id}: an affiliate with the leaders they may sell for and their sales
// plan. Not an affiliate (or unknown, or deleted) → 404.
import { prisma, type Db } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { AFFILIATE_MESSAGES as M } from "./messages";

export async function getAffiliateDetail(affiliateId: number, db: Db = prisma) {
  const user = await db.user.findFirst({
    where: { id: affiliateId, role: "Affiliate", deletedAt: null },
    select: {
      id: true,
      firstName: true,
      lastName: true,
      mobile: true,
      brand: true,
      isConfirmed: true,
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
      fullName: `${user.firstName} ${user.lastName}`,
      leaders: affiliateLeaders.map(({ leader: l }) => ({ id: l.id, fullName: `${l.firstName} ${l.lastName}`, brand: l.brand, mobile: l.mobile })),
    },
  };
}
