import "server-only";
// GET /api/Tour/affiliate-search: the tours the calling affiliate may sell — published, enabled,
// registration open, the tour's affiliates switch on, a session still open for sale, and either a
// leader the operator assigned to the affiliate or a tour the affiliate collaborates on. Paged in
// the database; the nearest sessions first.
import { prisma, type Prisma } from "@/lib/db/client";
import { pageWindow, toPaged } from "@/lib/http/paging";
import { sellableTourSelect, toSellableTours } from "./sellable-tour-view";
import { searchSpellings } from "@/lib/format";

export interface AffiliateSearchQuery {
  "Resource.Start"?: Date;
  "Resource.End"?: Date;
  "Resource.CityId"?: number;
  "Resource.SearchTerm"?: string;
  "Resource.Tags": string[];
  Page: number;
  PageSize: number;
}

export function sellableBy(affiliateId: number, now: Date): Prisma.TourWhereInput {
  return {
    isDraft: false,
    deletedAt: null,
    moderation: null,
    status: "Enabled",
    registrationOpen: true,
    affiliatesCanSellThisTour: true,
    OR: [
      { leader: { leaderAffiliates: { some: { affiliateId } } } },
      { collaborators: { some: { userId: affiliateId } } },
    ],
    sessions: {
      some: { endTime: { gt: now }, OR: [{ registrationEndTime: null }, { registrationEndTime: { gt: now } }] },
    },
  };
}

export async function searchAffiliateTours(affiliateId: number, q: AffiliateSearchQuery, now = new Date()) {
  const filters: Prisma.TourWhereInput[] = [sellableBy(affiliateId, now)];
  const start = q["Resource.Start"];
  const end = q["Resource.End"];
  if (start || end)
    filters.push({
      sessions: {
        some: { startTime: { ...(start ? { gte: start } : {}), ...(end ? { lte: end } : {}) }, endTime: { gt: now } },
      },
    });
  if (q["Resource.CityId"]) filters.push({ startCityId: q["Resource.CityId"] });
  const term = q["Resource.SearchTerm"];
  if (term) {
    filters.push({
      OR: searchSpellings(term).flatMap((t): Prisma.TourWhereInput[] => [
        { title: { contains: t, mode: "insensitive" } },
        { leader: { brand: { contains: t, mode: "insensitive" } } },
        { leader: { lastName: { contains: t, mode: "insensitive" } } },
        { tags: { some: { title: { contains: t, mode: "insensitive" } } } },
      ]),
    });
  }
  if (q["Resource.Tags"].length) filters.push({ tags: { some: { title: { in: q["Resource.Tags"] } } } });
  const where: Prisma.TourWhereInput = { AND: filters };
  const [rows, total, collaborating, self] = await Promise.all([
    prisma.tour.findMany({
      where,
      orderBy: [{ startTime: { sort: "asc", nulls: "last" } }, { id: "asc" }],
      ...pageWindow(q),
      select: sellableTourSelect(now),
    }),
    prisma.tour.count({ where }),
    prisma.tourCollaborator.findMany({ where: { userId: affiliateId }, select: { tourId: true } }),
    prisma.user.findUniqueOrThrow({ where: { id: affiliateId }, select: { isOnlineSales: true } }),
  ]);
  const seller = { id: affiliateId, sellsOnCredit: !self.isOnlineSales };
  const result = await toSellableTours(rows, seller, new Set(collaborating.map((c) => c.tourId)), now);
  return toPaged(result, total, q.PageSize);
}
