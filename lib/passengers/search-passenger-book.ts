import "server-only";
// GET /api/user/passenger/search: the passenger book — everyone who travelled on the caller's tours
// (a leader) or bought through the caller (an affiliate), one row per national id with the latest
// name and mobile, the number of trips (sessions with a paid or offline ticket) and whether the
// caller blacklisted the id. Filters: a term matching name, national id or mobile; the number of
// trips with the spec's count operator; blacklisted or not. Paged in the database (10 a page).
import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { toLatinDigits } from "@/lib/format";
import { toPaged } from "@/lib/http/paging";
import { CONFIRMED_STATUSES } from "@/lib/reservations/statuses";
import type { CountOperator, PassengerFilter } from "./schemas";

const OPERATORS: Record<CountOperator, string> = { Equal: "=", GreaterThan: ">", LessThan: "<", GreaterThanOrEqual: ">=", LessThanOrEqual: "<=" };

export interface PassengerBookRow {
  nationalId: string;
  fullName: string;
  firstName: string;
  lastName: string;
  mobile: string;
  tripCount: number;
  lastTrip: Date | null;
  isBlackListed: boolean;
}

/** The SQL of the filtered book (without paging): shared by the search and the group message. */
export function passengerBookSql(caller: Caller, filter: PassengerFilter) {
  const owner = caller.role === "Affiliate" ? Prisma.sql`r."sellerId" = ${caller.userId}` : Prisma.sql`t."leaderId" = ${caller.userId}`;
  const statuses = [...CONFIRMED_STATUSES] as string[];
  const term = filter.searchOnNameNationalIdMobile ? toLatinDigits(filter.searchOnNameNationalIdMobile).trim() : "";
  const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const match = term
    ? Prisma.sql`AND p."nationalId" IN (
        SELECT m."nationalId" FROM "Passenger" m JOIN "Reservation" mr ON mr.id = m."reservationId" JOIN "Tour" mt ON mt.id = mr."tourId"
        WHERE ${caller.role === "Affiliate" ? Prisma.sql`mr."sellerId" = ${caller.userId}` : Prisma.sql`mt."leaderId" = ${caller.userId}`}
          AND m.status::text = ANY(${statuses})
          AND (m."nationalId" LIKE ${like} OR m.mobile LIKE ${like} OR (m."firstName" || ' ' || m."lastName") ILIKE ${like}))`
    : Prisma.empty;
  const count =
    filter.countOperator && filter.count !== undefined ? Prisma.sql`AND b."tripCount" ${Prisma.raw(OPERATORS[filter.countOperator])} ${filter.count}` : Prisma.empty;
  const black =
    filter.isBlackListed === true ? Prisma.sql`AND bl.id IS NOT NULL` : filter.isBlackListed === false ? Prisma.sql`AND bl.id IS NULL` : Prisma.empty;
  return Prisma.sql`
    WITH b AS (
      SELECT p."nationalId",
             (array_agg(p."firstName" ORDER BY p.id DESC))[1] AS "firstName",
             (array_agg(p."lastName" ORDER BY p.id DESC))[1] AS "lastName",
             (array_agg(p.mobile ORDER BY p.id DESC))[1] AS mobile,
             count(DISTINCT p."sessionId")::int AS "tripCount",
             max(p."createdAt") AS "lastTrip"
      FROM "Passenger" p JOIN "Reservation" r ON r.id = p."reservationId" JOIN "Tour" t ON t.id = r."tourId"
      WHERE ${owner} AND p.status::text = ANY(${statuses}) ${match}
      GROUP BY p."nationalId"
    )
    SELECT b.*, (bl.id IS NOT NULL) AS "isBlackListed"
    FROM b LEFT JOIN "PassengerBlacklist" bl ON bl."leaderId" = ${caller.userId} AND bl."nationalId" = b."nationalId"
    WHERE true ${count} ${black}`;
}

export async function searchPassengerBook(caller: Caller, filter: PassengerFilter, page: { Page: number; PageSize: number }) {
  const base = passengerBookSql(caller, filter);
  const rows = await prisma.$queryRaw<(Omit<PassengerBookRow, "fullName"> & { total: bigint })[]>`
    SELECT q.*, count(*) OVER () AS total FROM (${base}) q
    ORDER BY q."lastTrip" DESC NULLS LAST, q."nationalId"
    LIMIT ${page.PageSize} OFFSET ${(page.Page - 1) * page.PageSize}`;
  let total = rows.length ? Number(rows[0].total) : 0;
  if (!rows.length && page.Page > 1) {
    const [c] = await prisma.$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM (${base}) q`;
    total = Number(c.n);
  }
  const result: PassengerBookRow[] = rows.map(({ total: _t, ...r }) => ({ ...r, fullName: `${r.firstName} ${r.lastName}` }));
  return toPaged(result, total, page.PageSize);
}
