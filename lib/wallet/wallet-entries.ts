import "server-only";
// A wallet's ledger lines with what they concern (the tour and tracking code of a sale or refund,
// the checkout of a payout) and the running balance after each line. What a line concerns is written on
// the entry when it is posted (LedgerEntry.tourId and trackingCode, ledger_line_concerns(): docs/money.md), so
// every filter is a condition on the wallet's own entries answered by its indexes, and only the page's rows
// read their transaction and tour: linking every line of the wallet to its bill, refund, reservation and tour
// before filtering took 5–6 s for the largest leader at scale 1 (issue 33, docs/benchmarks.md). The balance
// after a line is the sum of the wallet's entries up to it, one index-only pass for the page (not stored: why
// in docs/money.md, "The running balance").
import { Prisma } from "@/lib/db/generated/client";
import type { Db } from "@/lib/db/client";

export interface EntryFilters {
  from?: Date;
  to?: Date;
  /** Tour name or tracking code contains (case-insensitive): the spec's TourNameOrTrackingCode. */
  term?: string;
  /** Tracking code contains (case-insensitive). */
  trackingCode?: string;
  /** Keyset for exports: only entries older than this id. */
  beforeId?: number;
  /**
   * Only lines of a tour's tickets (sales, refunds, commissions): the transaction report. The
   * turnover is every line of the wallet (charges, payouts, credit too) with its balance.
   */
  tourLinesOnly?: boolean;
}

export interface WalletEntryRow {
  id: number;
  transactionId: number;
  type: string;
  description: string | null;
  amount: bigint;
  balance: bigint;
  createdAt: Date;
  tourName: string | null;
  trackingCode: string | null;
}

const like = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The tours among the wallet's lines whose title contains the term: one index probe per distinct tour of the wallet
 * (a loose scan of LedgerEntry(accountId, tourId, …)), then their titles — a small set, not the platform's tours.
 */
async function toursTitled(db: Db, accountId: number, term: string) {
  const rows = await db.$queryRaw<{ id: number }[]>`
    with recursive w(id) as (
      select min("tourId") from "LedgerEntry" where "accountId" = ${accountId} and "tourId" is not null
      union all
      select (select min("tourId") from "LedgerEntry" where "accountId" = ${accountId} and "tourId" > w.id) from w
      where w.id is not null
    )
    -- A title per tour by its key: a join let the planner scan every tour's title (linear in the platform).
    select w.id from w where (select t.title from "Tour" t where t.id = w.id) ilike ${like(term)}`;
  return rows.map((r) => r.id);
}

/** Ids of the wallet's lines whose tracking code contains `code`: an index-only pass over the wallet's codes. */
const codeIds = (accountId: number, code: string) =>
  Prisma.sql`select id from "LedgerEntry" where "accountId" = ${accountId} and "trackingCode" ilike ${like(code)}`;

/** The conditions on the wallet's entries `e` (the dates, on its transaction `t`, are added by `own`). */
async function entryWhere(db: Db, accountId: number, f: EntryFilters) {
  const parts: Prisma.Sql[] = [Prisma.sql`e."accountId" = ${accountId}`];
  if (f.beforeId) parts.push(Prisma.sql`e.id < ${f.beforeId}`);
  if (f.tourLinesOnly) parts.push(Prisma.sql`e."tourId" is not null`);
  if (f.trackingCode) parts.push(Prisma.sql`e.id in (${codeIds(accountId, f.trackingCode)})`);
  if (f.term) {
    const tours = await toursTitled(db, accountId, f.term);
    parts.push(Prisma.sql`e.id in (select id from "LedgerEntry" where "accountId" = ${accountId} and "tourId" = any(${tours}::int[])
      union ${codeIds(accountId, f.term)})`);
  }
  return parts;
}

const dated = (f: EntryFilters) => !!(f.from || f.to);

/** A line's columns, over the entry `e`, its transaction `t` and its tour `tr`. */
const COLUMNS = Prisma.sql`e.id, e.amount, e."trackingCode", tr.title as "tourName", t.id as "transactionId", t.type, t.description,
  t."createdAt"`;
const JOINS = Prisma.sql`join "LedgerTransaction" t on t.id = e."transactionId" left join "Tour" tr on tr.id = e."tourId"`;

/** The dates filter the transaction's time: only then is every matching line joined to its transaction. */
function datedWhere(parts: Prisma.Sql[], f: EntryFilters) {
  const all = [...parts];
  if (f.from) all.push(Prisma.sql`t."createdAt" >= ${f.from}`);
  if (f.to) all.push(Prisma.sql`t."createdAt" <= ${f.to}`);
  return Prisma.join(all, " and ");
}

export async function walletEntries(
  db: Db,
  accountId: number,
  f: EntryFilters,
  window: { skip: number; take: number },
) {
  const where = await entryWhere(db, accountId, f);
  const cut = Prisma.sql`order by e.id desc offset ${window.skip} limit ${window.take}`;
  const rows = dated(f)
    ? await db.$queryRaw<Omit<WalletEntryRow, "balance">[]>`select ${COLUMNS} from "LedgerEntry" e ${JOINS}
        where ${datedWhere(where, f)} ${cut}`
    : // The page is cut from the entries alone, and only its lines read their transaction and tour.
      await db.$queryRaw<Omit<WalletEntryRow, "balance">[]>`select ${COLUMNS}
        from (select e.* from "LedgerEntry" e where ${Prisma.join(where, " and ")} ${cut}) e ${JOINS} order by e.id desc`;
  if (!rows.length) return [];
  // One index-only sum up to the page's oldest line, then a window over the wallet's lines the page spans.
  const ids = rows.map((r) => r.id);
  const [oldest, newest] = [Math.min(...ids), Math.max(...ids)];
  const balances = await db.$queryRaw<{ id: number; balance: bigint }[]>`
    with base as materialized (select coalesce(sum(amount), 0) as s from "LedgerEntry" where "accountId" = ${accountId} and id < ${oldest})
    select id, (base.s + sum(amount) over (order by id))::bigint as balance from "LedgerEntry", base
    where "accountId" = ${accountId} and id >= ${oldest} and id <= ${newest}`;
  const balanceOf = new Map(balances.map((b) => [b.id, b.balance]));
  return rows.map((r): WalletEntryRow => ({ ...r, balance: balanceOf.get(r.id) ?? 0n }));
}

type Totals = { count: bigint; sum: bigint | null; income: bigint | null; outgo: bigint | null }[];
const TOTALS = Prisma.sql`count(*) as count, sum(amount)::bigint as sum,
  sum(case when amount > 0 then amount else 0 end)::bigint as income,
  sum(case when amount < 0 then -amount else 0 end)::bigint as outgo`;

export async function walletEntriesTotals(db: Db, accountId: number, f: EntryFilters) {
  const where = await entryWhere(db, accountId, f);
  const [row] = dated(f)
    ? await db.$queryRaw<Totals>`select ${TOTALS} from "LedgerEntry" e join "LedgerTransaction" t on t.id = e."transactionId"
        where ${datedWhere(where, f)}`
    : // From the wallet's indexes alone ((accountId, id, amount) or (accountId, tourId, id, amount)): no transaction is read.
      await db.$queryRaw<Totals>`select ${TOTALS} from "LedgerEntry" e where ${Prisma.join(where, " and ")}`;
  return { count: Number(row.count), sum: row.sum ?? 0n, income: row.income ?? 0n, outgo: row.outgo ?? 0n };
}

/** The next `take` lines after `afterId`, oldest first, unfiltered and without the balance (exports). */
export function walletEntriesBatch(db: Db, accountId: number, afterId: number, take: number) {
  return db.$queryRaw<WalletEntryRow[]>`select ${COLUMNS}, 0::bigint as balance from "LedgerEntry" e ${JOINS}
    where e."accountId" = ${accountId} and e.id > ${afterId} order by e.id limit ${take}`;
}

/** The filters applied to a line in memory (exports, which read every line to carry the balance). */
export function matchesEntry(row: WalletEntryRow, f: EntryFilters): boolean {
  if (f.from && row.createdAt < f.from) return false;
  if (f.to && row.createdAt > f.to) return false;
  const has = (v: string | null, s: string) => !!v && v.toLowerCase().includes(s.toLowerCase());
  if (f.term && !has(row.tourName, f.term) && !has(row.trackingCode, f.term)) return false;
  if (f.trackingCode && !has(row.trackingCode, f.trackingCode)) return false;
  if (f.tourLinesOnly && row.tourName === null) return false;
  return true;
}
