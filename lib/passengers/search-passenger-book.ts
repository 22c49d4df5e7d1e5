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
import { searchSpellings, toLatinDigits } from "@/lib/format";
import { toPaged } from "@/lib/http/paging";
import type { CountOperator, PassengerFilter } from "./schemas";

const OPERATORS: Record<CountOperator, string> = {
  Equal: "=",
  GreaterThan: ">",
  LessThan: "<",
  GreaterThanOrEqual: ">=",
  LessThanOrEqual: "<=",
};

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

function bookParts(caller: Caller, filter: PassengerFilter) {
  const term = filter.searchOnNameNationalIdMobile ? toLatinDigits(filter.searchOnNameNationalIdMobile).trim() : "";
  const like = (t: string) => Prisma.sql`e."searchText" ILIKE ${`%${t.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`;
  // Each spelling is its own ILIKE, so the trigram index still serves them (a bitmap OR).
  const match = term ? Prisma.sql`AND (${Prisma.join(searchSpellings(term).map(like), " OR ")})` : Prisma.empty;
  const count =
    filter.countOperator && filter.count !== undefined
      ? Prisma.sql`AND e."tripCount" ${Prisma.raw(OPERATORS[filter.countOperator])} ${filter.count}`
      : Prisma.empty;
  const where = Prisma.sql`e."ownerId" = ${caller.userId} AND e."bySeller" = ${caller.role === "Affiliate"} AND e."tripCount" > 0 ${match} ${count}`;
  const listed = Prisma.sql`EXISTS (SELECT 1 FROM "PassengerBlacklist" bl WHERE bl."leaderId" = ${caller.userId} AND bl."nationalId" = e."nationalId")`;
  // The blacklisted rows are found from the caller's blacklist (a primary-key lookup each; OFFSET 0 keeps
  // the planner from turning it into a scan of the whole book).
  const blacklisted = Prisma.sql`FROM "PassengerBlacklist" b CROSS JOIN LATERAL (
      SELECT * FROM "PassengerBookEntry" e WHERE e."nationalId" = b."nationalId" AND ${where} OFFSET 0) e
    WHERE b."leaderId" = ${caller.userId}`;
  const all = Prisma.sql`FROM "PassengerBookEntry" e WHERE ${where}`;
  return { all, blacklisted, listed };
}

/** FROM and WHERE of the caller's filtered book (rows as `e`): shared by the search and the group message. */
export function passengerBookSql(caller: Caller, filter: PassengerFilter) {
  const { all, blacklisted, listed } = bookParts(caller, filter);
  if (filter.isBlackListed === true) return blacklisted;
  if (filter.isBlackListed === false) return Prisma.sql`${all} AND NOT ${listed}`;
  return all;
}

/** The number of rows of the filtered book: the rows not blacklisted are all rows less the blacklisted ones. */
export function passengerBookCountSql(caller: Caller, filter: PassengerFilter) {
  const { all, blacklisted } = bookParts(caller, filter);
  if (filter.isBlackListed === false)
    return Prisma.sql`SELECT (SELECT count(*) ${all}) - (SELECT count(*) ${blacklisted}) AS n`;
  return Prisma.sql`SELECT count(*) AS n ${passengerBookSql(caller, filter)}`;
}

/** The mobiles a group SMS to the filtered book texts: the rule of message-passenger-book.ts, counted. */
export function passengerBookRecipientsSql(caller: Caller, filter: PassengerFilter) {
  return Prisma.sql`SELECT count(DISTINCT e.mobile) AS n ${passengerBookSql(caller, filter)}`;
}

export async function searchPassengerBook(
  caller: Caller,
  filter: PassengerFilter,
  page: { Page: number; PageSize: number },
) {
  const [rows, [{ n }], [{ n: recipients }]] = await Promise.all([
    prisma.$queryRaw<Omit<PassengerBookRow, "fullName">[]>`
      SELECT e."nationalId", e."firstName", e."lastName", e.mobile, e."tripCount", e."lastTrip", ${bookParts(caller, filter).listed} AS "isBlackListed"
      ${passengerBookSql(caller, filter)}
      ORDER BY e."lastTrip" DESC, e."nationalId"
      LIMIT ${page.PageSize} OFFSET ${(page.Page - 1) * page.PageSize}`,
    prisma.$queryRaw<{ n: bigint }[]>`${passengerBookCountSql(caller, filter)}`,
    prisma.$queryRaw<{ n: bigint }[]>`${passengerBookRecipientsSql(caller, filter)}`,
  ]);
  const result: PassengerBookRow[] = rows.map((r) => ({ ...r, fullName: `${r.firstName} ${r.lastName}` }));
  // recipients: what a group SMS to this filter would text (one message per mobile), so the button
  // states the figure the send answers (issue 22: the button said 10 passengers, the send 11).
  return { ...toPaged(result, Number(n), page.PageSize), recipients: Number(recipients) };
}
