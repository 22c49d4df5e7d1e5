import "server-only";
// GET /api/Tour/collaborations: the published tours the caller collaborates on (added by their
// leaders or joined as an affiliate), 9 a page, newest first.
import { prisma, type Prisma } from "@/lib/db/client";
import { pageWindow, toPaged } from "@/lib/http/paging";
import { sellableTourSelect, toSellableTours } from "./sellable-tour-view";

export async function listCollaborations(userId: number, q: { Page: number; PageSize: number }, now = new Date()) {
  const where: Prisma.TourWhereInput = { isDraft: false, deletedAt: null, collaborators: { some: { userId } } };
  const [rows, total, self] = await Promise.all([
    prisma.tour.findMany({
      where,
      orderBy: [{ startTime: { sort: "desc", nulls: "last" } }, { id: "desc" }],
      ...pageWindow(q),
      select: sellableTourSelect(now),
    }),
    prisma.tour.count({ where }),
    prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { role: true, isOnlineSales: true } }),
  ]);
  const seller = { id: userId, sellsOnCredit: self.role === "Affiliate" && !self.isOnlineSales };
  const result = await toSellableTours(rows, seller, new Set(rows.map((r) => r.id)), now);
  return toPaged(result, total, q.PageSize);
}
