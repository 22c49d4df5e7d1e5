import "server-only";
// GET /api/Operator/SearchTours: every leader's published tours (drafts are the leader's own
// business), newest start first, paged in the database, with each tour's paid tickets and their
// amount in one grouped query for the page's tours. A term that is a tour's id puts that tour first:
// its digits occur in many mobiles and titles, and an operator who types an id wants that tour.
import { prisma, type Prisma } from "@/lib/db/client";
import { pageWindow, toPaged } from "@/lib/http/paging";
import { CONFIRMED_STATUSES } from "@/lib/reservations/statuses";
import { latinDigits } from "@/lib/validation/fields";
import { searchSpellings } from "@/lib/format";

export interface SearchToursQuery {
  SearchTerm?: string;
  IsDeleted?: boolean;
  FromDate?: Date;
  ToDate?: Date;
  Page: number;
  PageSize: number;
}

function termId(raw: string | undefined): number | null {
  const term = raw ? latinDigits(raw) : "";
  return /^\d{1,9}$/.test(term) ? Number(term) : null;
}

function termFilter(raw: string | undefined): Prisma.TourWhereInput {
  const term = raw ? latinDigits(raw) : "";
  if (!term) return {};
  const asId = termId(raw);
  return {
    OR: [
      ...searchSpellings(term).flatMap((t): Prisma.TourWhereInput[] => [
        { title: { contains: t, mode: "insensitive" } },
        { leader: { brand: { contains: t, mode: "insensitive" } } },
        { leader: { firstName: { contains: t, mode: "insensitive" } } },
        { leader: { lastName: { contains: t, mode: "insensitive" } } },
      ]),
      { leader: { mobile: { contains: term } } },
      ...(asId ? [{ id: asId }] : []),
    ],
  };
}

const TOUR_ROW = {
  id: true,
  title: true,
  tourType: true,
  status: true,
  leaderId: true,
  startTime: true,
  endTime: true,
  deletedAt: true,
  moderation: true,
  moderationReason: true,
  createdAt: true,
  leader: { select: { firstName: true, lastName: true, brand: true, mobile: true } },
} satisfies Prisma.TourSelect;

export async function searchTours(query: SearchToursQuery) {
  const where: Prisma.TourWhereInput = {
    isDraft: false,
    deletedAt: query.IsDeleted ? { not: null } : null,
    ...(query.FromDate || query.ToDate
      ? {
          startTime: {
            ...(query.FromDate ? { gte: query.FromDate } : {}),
            ...(query.ToDate ? { lte: query.ToDate } : {}),
          },
        }
      : {}),
    ...termFilter(query.SearchTerm),
  };
  const asId = termId(query.SearchTerm);
  const exact = asId
    ? await prisma.tour.findFirst({ where: { AND: [where, { id: asId }] }, select: { id: true } })
    : null;
  const { skip, take } = pageWindow(query);
  const [exactRows, otherRows, total] = await Promise.all([
    exact && query.Page === 1 ? prisma.tour.findMany({ where: { id: exact.id }, select: TOUR_ROW }) : [],
    prisma.tour.findMany({
      where: exact ? { AND: [where, { id: { not: exact.id } }] } : where,
      orderBy: [{ startTime: { sort: "desc", nulls: "last" } }, { id: "desc" }],
      select: TOUR_ROW,
      // the exact tour has page 1's first place, so each later page starts one row earlier
      skip: exact && query.Page > 1 ? skip - 1 : skip,
      take: exact && query.Page === 1 ? take - 1 : take,
    }),
    prisma.tour.count({ where }),
  ]);
  const rows = [...exactRows, ...otherRows];
  const ids = rows.map((r) => r.id);
  const sales = ids.length
    ? await prisma.$queryRaw<{ tourId: number; tickets: bigint; amount: bigint | null }[]>`
        select r."tourId", count(*)::bigint as tickets, sum(p.paid)::bigint as amount
        from "Passenger" p join "Reservation" r on r.id = p."reservationId"
        where r."tourId" = any(${ids}::int[]) and p.status::text = any(${[...CONFIRMED_STATUSES]}::text[])
        group by r."tourId"`
    : [];
  const byTour = new Map(sales.map((s) => [s.tourId, s]));
  return toPaged(
    rows.map((t) => ({
      id: t.id,
      title: t.title,
      tourType: t.tourType,
      status: t.status,
      leaderId: t.leaderId,
      leaderName: `${t.leader.firstName} ${t.leader.lastName}`.trim(),
      leaderBrand: t.leader.brand,
      leaderMobile: t.leader.mobile,
      startTime: t.startTime?.toISOString() ?? null,
      endTime: t.endTime?.toISOString() ?? null,
      isDeleted: Boolean(t.deletedAt),
      moderation: t.moderation,
      moderationReason: t.moderationReason,
      soldTickets: Number(byTour.get(t.id)?.tickets ?? 0n),
      saleAmount: byTour.get(t.id)?.amount ?? 0n,
      publicUrl: `/${t.leaderId}/tour/${t.id}`,
      created: t.createdAt.toISOString(),
    })),
    total,
    query.PageSize,
  );
}
