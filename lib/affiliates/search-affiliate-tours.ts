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

/** A tour on sale to affiliates, whoever they are. */
const onSale = (now: Date): Prisma.TourWhereInput => ({
  isDraft: false,
  deletedAt: null,
  moderation: null,
  status: "Enabled",
  registrationOpen: true,
  affiliatesCanSellThisTour: true,
  sessions: {
    some: { endTime: { gt: now }, OR: [{ registrationEndTime: null }, { registrationEndTime: { gt: now } }] },
  },
});

export function sellableBy(affiliateId: number, now: Date): Prisma.TourWhereInput {
  return {
    ...onSale(now),
    OR: [
      { leader: { leaderAffiliates: { some: { affiliateId } } } },
      { collaborators: { some: { userId: affiliateId } } },
    ],
  };
}

export async function searchAffiliateTours(affiliateId: number, q: AffiliateSearchQuery, now = new Date()) {
  // The affiliate's leaders and collaborations are read first (a few rows): as relation filters inside the OR, the
  // planner read every tour of the platform per search (issue 33: 0.4 s at scale 1 for an affiliate with none to sell).
  const [leaders, collaborating, self] = await Promise.all([
    prisma.affiliateLeader.findMany({ where: { affiliateId }, select: { leaderId: true } }),
    prisma.tourCollaborator.findMany({ where: { userId: affiliateId }, select: { tourId: true } }),
    prisma.user.findUniqueOrThrow({ where: { id: affiliateId }, select: { isOnlineSales: true } }),
  ]);
  if (!leaders.length && !collaborating.length) return toPaged([], 0, q.PageSize);
  const filters: Prisma.TourWhereInput[] = [
    onSale(now),
    {
      OR: [{ leaderId: { in: leaders.map((l) => l.leaderId) } }, { id: { in: collaborating.map((c) => c.tourId) } }],
    },
  ];
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
  const [rows, total] = await Promise.all([
    prisma.tour.findMany({
      where,
      orderBy: [{ startTime: { sort: "asc", nulls: "last" } }, { id: "asc" }],
      ...pageWindow(q),
      select: sellableTourSelect(now),
    }),
    prisma.tour.count({ where }),
  ]);
  const seller = { id: affiliateId, sellsOnCredit: !self.isOnlineSales };
  const result = await toSellableTours(rows, seller, new Set(collaborating.map((c) => c.tourId)), now);
  return toPaged(result, total, q.PageSize);
}
