import "server-only";
// GET /api/user/passenger/search: the passenger book — everyone who travelled on the caller's tours
// (a leader) or bought through the caller (an affiliate), one row per national id with the latest
// name and mobile, the number of trips (sessions with a paid or offline ticket) and whether the
// caller blacklisted the id. Filters: a term matching name, national id or mobile; the number of
// trips with the spec's count operator; blacklisted or not. Paged in the database (10 a page).
//
// The rows come from PassengerBookEntry, which the database keeps equal to the tickets (the deferred
// trigger of migration 20261123171654_passenger_book), so a page is an index scan, not an aggregate
// over every ticket: the term through the trigram index of `searchText`, the order through
// (ownerId, bySeller, lastTrip DESC, nationalId).
import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { toLatinDigits } from "@/lib/format";
import { toPaged } from "@/lib/http/paging";
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

/** FROM and WHERE of the caller's filtered book (alias `e`, blacklist `bl`): shared by the search and the group message. */
export function passengerBookSql(caller: Caller, filter: PassengerFilter) {
  const term = filter.searchOnNameNationalIdMobile ? toLatinDigits(filter.searchOnNameNationalIdMobile).trim() : "";
  const match = term ? Prisma.sql`AND e."searchText" ILIKE ${`%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}` : Prisma.empty;
  const count =
    filter.countOperator && filter.count !== undefined ? Prisma.sql`AND e."tripCount" ${Prisma.raw(OPERATORS[filter.countOperator])} ${filter.count}` : Prisma.empty;
  const black =
    filter.isBlackListed === true ? Prisma.sql`AND bl.id IS NOT NULL` : filter.isBlackListed === false ? Prisma.sql`AND bl.id IS NULL` : Prisma.empty;
  return Prisma.sql`
    FROM "PassengerBookEntry" e
    LEFT JOIN "PassengerBlacklist" bl ON bl."leaderId" = ${caller.userId} AND bl."nationalId" = e."nationalId"
    WHERE e."ownerId" = ${caller.userId} AND e."bySeller" = ${caller.role === "Affiliate"} AND e."tripCount" > 0 ${match} ${count} ${black}`;
}

export async function searchPassengerBook(caller: Caller, filter: PassengerFilter, page: { Page: number; PageSize: number }) {
  const from = passengerBookSql(caller, filter);
  const [rows, [{ n }]] = await Promise.all([
    prisma.$queryRaw<Omit<PassengerBookRow, "fullName">[]>`
      SELECT e."nationalId", e."firstName", e."lastName", e.mobile, e."tripCount", e."lastTrip", (bl.id IS NOT NULL) AS "isBlackListed"
      ${from}
      ORDER BY e."lastTrip" DESC, e."nationalId"
      LIMIT ${page.PageSize} OFFSET ${(page.Page - 1) * page.PageSize}`,
    prisma.$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n ${from}`,
  ]);
  const result: PassengerBookRow[] = rows.map((r) => ({ ...r, fullName: `${r.firstName} ${r.lastName}` }));
  return toPaged(result, Number(n), page.PageSize);
}
