import "server-only";
// GET /api/Operator/SearchTours: every leader's published tours (drafts are the leader's own
// business), newest start first (tours without a start first, as the leader's own list), paged in the database,
// with each tour's paid tickets and their amount in one grouped query for the page's tours. A term that is a tour's
// id puts that tour first: its digits occur in many mobiles and titles, and an operator who types an id wants that tour.
// Issue 33: the leaders a term names are read first (as the payment search reads its bills first), so the tours are then
// matched on their own columns — the title's trigram index, the leader index, the id — where an OR across the join with
// the leaders read every tour per search; and the unfiltered list's total comes from TourTotal, not a count of every tour.
import { prisma, type Prisma } from "@/lib/db/client";
import { badRequest } from "@/lib/http/errors";
import { MAX_PAGED_ROWS, pageWindow, toPaged } from "@/lib/http/paging";
import { CONFIRMED_STATUSES } from "@/lib/reservations/statuses";
import { latinDigits } from "@/lib/validation/fields";
import { searchSpellings } from "@/lib/format";
import { OPERATOR_TOURS_MESSAGES as M } from "./messages";

export interface SearchToursQuery {
  SearchTerm?: string;
  IsDeleted?: boolean;
  FromDate?: Date;
  ToDate?: Date;
  Page: number;
  PageSize: number;
}

/** More leaders than this named by a term (a few digits of a mobile) is too broad a search: answered 400, not read. */
export const MAX_TERM_LEADERS = 1_000;

function termId(raw: string | undefined): number | null {
  const term = raw ? latinDigits(raw) : "";
  return /^\d{1,9}$/.test(term) ? Number(term) : null;
}

async function leadersNamedBy(term: string): Promise<number[]> {
  const leaders = await prisma.user.findMany({
    where: {
      tours: { some: {} },
      OR: [
        ...searchSpellings(term).flatMap((t): Prisma.UserWhereInput[] => [
          { brand: { contains: t, mode: "insensitive" } },
          { firstName: { contains: t, mode: "insensitive" } },
          { lastName: { contains: t, mode: "insensitive" } },
        ]),
        { mobile: { contains: term } },
      ],
    },
    select: { id: true },
    take: MAX_TERM_LEADERS + 1,
  });
  if (leaders.length > MAX_TERM_LEADERS) throw badRequest(M.termTooBroad, "search_too_broad");
  return leaders.map((l) => l.id);
}

async function termFilter(raw: string | undefined): Promise<Prisma.TourWhereInput> {
  const term = raw ? latinDigits(raw) : "";
  if (!term) return {};
  const asId = termId(raw);
  const leaderIds = await leadersNamedBy(term);
  return {
    OR: [
      ...searchSpellings(term).map((t): Prisma.TourWhereInput => ({ title: { contains: t, mode: "insensitive" } })),
      ...(leaderIds.length ? [{ leaderId: { in: leaderIds } }] : []),
      ...(asId ? [{ id: asId }] : []),
    ],
  };
}

/**
 * The list's total: TourTotal's kept count when only the deleted switch filters. A term or dates count the matching tours
 * up to the rows the list pages through (MAX_PAGED_ROWS; deeper pages are refused), so a broad term («دماوند»: one tour
 * in eight at scale) costs at most that many rows, and `totalCapped` says there are more rather than naming a false total.
 */
async function countTours(query: SearchToursQuery, where: Prisma.TourWhereInput) {
  if (query.SearchTerm?.trim() || query.FromDate || query.ToDate) {
    const counted = await prisma.tour.count({ where, take: MAX_PAGED_ROWS + 1 });
    return { total: Math.min(counted, MAX_PAGED_ROWS), capped: counted > MAX_PAGED_ROWS };
  }
  const kept = await prisma.tourTotal.aggregate({
    where: { isDraft: false, deleted: Boolean(query.IsDeleted) },
    _sum: { count: true },
  });
  return { total: Number(kept._sum.count ?? 0n), capped: false };
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
    ...(await termFilter(query.SearchTerm)),
  };
  const asId = termId(query.SearchTerm);
  const exact = asId
    ? await prisma.tour.findFirst({ where: { AND: [where, { id: asId }] }, select: { id: true } })
    : null;
  const { skip, take } = pageWindow(query);
  const [exactRows, otherRows, counted] = await Promise.all([
    exact && query.Page === 1 ? prisma.tour.findMany({ where: { id: exact.id }, select: TOUR_ROW }) : [],
    prisma.tour.findMany({
      where: exact ? { AND: [where, { id: { not: exact.id } }] } : where,
      orderBy: [{ startTime: { sort: "desc", nulls: "first" } }, { id: "desc" }],
      select: TOUR_ROW,
      // the exact tour has page 1's first place, so each later page starts one row earlier
      skip: exact && query.Page > 1 ? skip - 1 : skip,
      take: exact && query.Page === 1 ? take - 1 : take,
    }),
    countTours(query, where),
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
  const paged = toPaged(
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
    counted.total,
    query.PageSize,
  );
  return { ...paged, totalCapped: counted.capped };
}
