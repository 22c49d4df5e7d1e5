import "server-only";
// GET /api/Operator/SearchTours: every leader's published tours (drafts are the leader's own
// business), newest start first (tours without a start first, as the leader's own list), paged in the database,
// with each tour's paid tickets and their amount in one grouped query for the page's tours. A term that is a tour's
// id puts that tour first: its digits occur in many mobiles and titles, and an operator who types an id wants that tour.
// Issue 33: the leaders a term names are read first (as the payment search reads its bills first), so the tours are then
// matched on their own columns — the title's trigram index, the leader index, the id — where an OR across the join with
// the leaders read every tour per search; and the unfiltered list's total comes from TourTotal, not a count of every tour.
// A broad term's page walks the list's own order (Tour_startTime_idx) and keeps the matching tours until the page is
// full (walkTermPage), so it costs what a page of the list costs rather than sorting every match (one tour in eight).
import { prisma, type Prisma } from "@/lib/db/client";
import { Prisma as Sql } from "@/lib/db/generated/client";
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

/** What a term matches: a title containing one of its spellings, a tour of a leader it names, the tour it is the id of. */
interface TermMatch {
  spellings: string[];
  leaderIds: number[];
  id: number | null;
}

async function termMatch(raw: string | undefined): Promise<TermMatch | null> {
  const term = raw ? latinDigits(raw) : "";
  if (!term) return null;
  return { spellings: searchSpellings(term), leaderIds: await leadersNamedBy(term), id: termId(raw) };
}

function termFilter(match: TermMatch | null): Prisma.TourWhereInput {
  if (!match) return {};
  return {
    OR: [
      ...match.spellings.map((t): Prisma.TourWhereInput => ({ title: { contains: t, mode: "insensitive" } })),
      ...(match.leaderIds.length ? [{ leaderId: { in: match.leaderIds } }] : []),
      ...(match.id ? [{ id: match.id }] : []),
    ],
  };
}

/**
 * Whether a term's page is cheaper read down the list's order than from its matches: walking the order until the page is
 * full reads about (skip + take) × tours ÷ matches rows, the term's index reads and sorts every match. `counted` is the
 * capped count already taken (at most MAX_PAGED_ROWS + 1, so at most the real matches: the walk's estimate is an upper
 * bound); the tours are TourTotal's kept count.
 */
async function walksOrder(
  query: SearchToursQuery,
  count: { total: number; capped: boolean },
  skip: number,
  take: number,
) {
  const counted = count.total + Number(count.capped);
  if (!counted) return false;
  const kept = await prisma.tourTotal.aggregate({
    where: { isDraft: false, deleted: Boolean(query.IsDeleted) },
    _sum: { count: true },
  });
  return ((skip + take) * Number(kept._sum.count ?? 0n)) / counted <= counted;
}

/**
 * The page's ids in the list's order, walked down Tour_startTime_idx with the term as a filter. The ordered subquery
 * (OFFSET 0 keeps it whole) is planned for the rows the outer LIMIT needs, so PostgreSQL reads the index in order and
 * stops at the page's last match; asked as one query, it counts on the title's statistics to choose, and at scale 1
 * chose the trigram bitmap and a sort of all 12,501 matches of «دماوند» for 20 rows. Prisma's `contains` is
 * `ILIKE '%' || term || '%'` without escaping `%` and `_`: the patterns here are the same.
 */
async function walkTermPage(
  query: SearchToursQuery,
  match: TermMatch,
  exceptId: number | null,
  skip: number,
  take: number,
) {
  const dates = [
    query.FromDate ? Sql.sql`and t."startTime" >= ${query.FromDate}` : Sql.empty,
    query.ToDate ? Sql.sql`and t."startTime" <= ${query.ToDate}` : Sql.empty,
  ];
  const rows = await prisma.$queryRaw<{ id: number }[]>`
    select w.id from (
      select t.id, t.title, t."leaderId" from "Tour" t
      where t."isDraft" = false and ${query.IsDeleted ? Sql.sql`t."deletedAt" is not null` : Sql.sql`t."deletedAt" is null`}
        ${dates[0]} ${dates[1]}
      order by t."startTime" desc nulls first, t.id desc offset 0) w
    where (w.title ilike any(${match.spellings.map((t) => `%${t}%`)}::text[]) or w."leaderId" = any(${match.leaderIds}::int[])
           or w.id = ${match.id ?? 0}) and w.id <> ${exceptId ?? 0}
    limit ${take} offset ${skip}`;
  return rows.map((r) => r.id);
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
  const match = await termMatch(query.SearchTerm);
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
    ...termFilter(match),
  };
  const asId = termId(query.SearchTerm);
  const exact = asId
    ? await prisma.tour.findFirst({ where: { AND: [where, { id: asId }] }, select: { id: true } })
    : null;
  const { skip, take } = pageWindow(query);
  // the exact tour has page 1's first place, so each later page starts one row earlier
  const others = { skip: exact && query.Page > 1 ? skip - 1 : skip, take: exact && query.Page === 1 ? take - 1 : take };
  const otherWhere = exact ? { AND: [where, { id: { not: exact.id } }] } : where;
  const order: Prisma.TourOrderByWithRelationInput[] = [
    { startTime: { sort: "desc", nulls: "first" } },
    { id: "desc" },
  ];
  // A term's count comes first: it decides how the page is read (a broad term walks the list's order).
  const termCount = match ? await countTours(query, where) : null;
  const walk = termCount !== null && (await walksOrder(query, termCount, others.skip, others.take));
  const [exactRows, otherRows, counted] = await Promise.all([
    exact && query.Page === 1 ? prisma.tour.findMany({ where: { id: exact.id }, select: TOUR_ROW }) : [],
    walk && match !== null
      ? walkTermPage(query, match, exact?.id ?? null, others.skip, others.take).then(async (ids) => {
          const byId = new Map(
            (await prisma.tour.findMany({ where: { id: { in: ids } }, select: TOUR_ROW })).map((t) => [t.id, t]),
          );
          return ids.flatMap((id) => byId.get(id) ?? []);
        })
      : prisma.tour.findMany({ where: otherWhere, orderBy: order, select: TOUR_ROW, ...others }),
    termCount ?? countTours(query, where),
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
