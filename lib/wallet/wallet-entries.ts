import "server-only";
// A wallet's ledger lines with what they concern (the tour and tracking code of a sale or refund,
// the checkout of a payout) and the running balance after each line. The page is read from the
// wallet's own entries first (LedgerEntry(accountId, id, amount), newest first, OFFSET on that index) and
// only its rows are joined to bills, refunds, tickets and tours: joining every line of the wallet first
// made the planner hash whole platform tables per request (issue 33, docs/benchmarks.md). The balance
// after a line is the sum of the wallet's entries up to it, one index-only pass for the page; the filters
// on what a line concerns (term, tracking code, tour lines) still link every line of the one wallet.
import { Prisma } from "@/lib/db/generated/client";
import type { Db } from "@/lib/db/client";

export interface EntryFilters {
  from?: Date;
  to?: Date;
  /** Tour name, tracking code or description contains (case-insensitive). */
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

/** The filters that need what a line concerns (its tour and tracking code), not just the entry itself. */
const needsLinks = (f: EntryFilters) => !!(f.term || f.trackingCode || f.tourLinesOnly);

/** The wallet's own entries with their transaction, all or one page of them (newest first). */
function own(accountId: number, f: EntryFilters, page?: { skip: number; take: number }) {
  const parts: Prisma.Sql[] = [Prisma.sql`e."accountId" = ${accountId}`];
  if (f.from) parts.push(Prisma.sql`t."createdAt" >= ${f.from}`);
  if (f.to) parts.push(Prisma.sql`t."createdAt" <= ${f.to}`);
  if (f.beforeId) parts.push(Prisma.sql`e.id < ${f.beforeId}`);
  const window = page ? Prisma.sql`order by e.id desc offset ${page.skip} limit ${page.take}` : Prisma.empty;
  const columns = Prisma.sql`e.id, e.amount, t.id as "transactionId", t.type, t.description, t."createdAt", t."idempotencyKey"`;
  if (!page || f.from || f.to)
    return Prisma.sql`select ${columns} from "LedgerEntry" e join "LedgerTransaction" t on t.id = e."transactionId"
      where ${Prisma.join(parts, " and ")} ${window}`;
  // Without a date filter the page is cut from the index alone, and only its lines read their transaction.
  return Prisma.sql`select ${columns} from (select * from "LedgerEntry" e where ${Prisma.join(parts, " and ")} ${window}) e
    join "LedgerTransaction" t on t.id = e."transactionId"`;
}

/** `rows`: the given own entries with the tour and tracking code they concern. */
function linked(ownSql: Prisma.Sql) {
  return Prisma.sql`
    with own as (${ownSql}), rows as (
      select own.*, tr.title as "tourName",
             coalesce(r."trackingId", b.reference,
                      case when own."idempotencyKey" like 'checkout:%' then 'CO-' || split_part(own."idempotencyKey", ':', 2) end) as "trackingCode"
      from own
      left join "Bill" b on own."idempotencyKey" like 'bill:%' and b.id = split_part(own."idempotencyKey", ':', 2)
      left join "Refund" f on f.id = case when own."idempotencyKey" ~ '^refund:[0-9]+$' then split_part(own."idempotencyKey", ':', 2)::int end
      -- Lateral: one index lookup per line (a join on the expression let the planner hash the whole table).
      left join lateral (select x."trackingId", x."tourId" from "Reservation" x
                         where x.id = coalesce((select y.id from "Reservation" y where y."billId" = b.id),
                                               (select i."reservationId" from "ReservationInstallment" i where i.id = b."installmentId"),
                                               f."reservationId")) r on true
      left join "Tour" tr on tr.id = r."tourId"
    )`;
}

/** The filters on what a line concerns, over `rows`. */
function linkWhere(f: EntryFilters) {
  const parts: Prisma.Sql[] = [Prisma.sql`true`];
  if (f.term)
    parts.push(
      Prisma.sql`("tourName" ilike ${like(f.term)} or "trackingCode" ilike ${like(f.term)} or description ilike ${like(f.term)})`,
    );
  if (f.trackingCode) parts.push(Prisma.sql`"trackingCode" ilike ${like(f.trackingCode)}`);
  if (f.tourLinesOnly) parts.push(Prisma.sql`"tourName" is not null`);
  return Prisma.join(parts, " and ");
}

const COLUMNS = Prisma.sql`id, "transactionId", type, description, amount, "createdAt", "tourName", "trackingCode"`;

export async function walletEntries(
  db: Db,
  accountId: number,
  f: EntryFilters,
  window: { skip: number; take: number },
) {
  const rows = needsLinks(f)
    ? await db.$queryRaw<Omit<WalletEntryRow, "balance">[]>`${linked(own(accountId, f))}
        select ${COLUMNS} from rows where ${linkWhere(f)} order by id desc offset ${window.skip} limit ${window.take}`
    : await db.$queryRaw<Omit<WalletEntryRow, "balance">[]>`${linked(own(accountId, f, window))}
        select ${COLUMNS} from rows order by id desc`;
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
  const [row] = needsLinks(f)
    ? await db.$queryRaw<Totals>`${linked(own(accountId, f))} select ${TOTALS} from rows where ${linkWhere(f)}`
    : f.from || f.to
      ? await db.$queryRaw<Totals>`select ${TOTALS} from (${own(accountId, f)}) own`
      : // Index-only over LedgerEntry(accountId, id, amount): the transactions are not read.
        await db.$queryRaw<Totals>`select ${TOTALS} from "LedgerEntry"
          where "accountId" = ${accountId} ${f.beforeId ? Prisma.sql`and id < ${f.beforeId}` : Prisma.empty}`;
  return { count: Number(row.count), sum: row.sum ?? 0n, income: row.income ?? 0n, outgo: row.outgo ?? 0n };
}

/** The next `take` lines after `afterId`, oldest first, unfiltered and without the balance (exports). */
export function walletEntriesBatch(db: Db, accountId: number, afterId: number, take: number) {
  return db.$queryRaw<WalletEntryRow[]>`${linked(
    Prisma.sql`select e.id, e.amount, t.id as "transactionId", t.type, t.description, t."createdAt", t."idempotencyKey"
      from "LedgerEntry" e join "LedgerTransaction" t on t.id = e."transactionId"
      where e."accountId" = ${accountId} and e.id > ${afterId} order by e.id limit ${take}`,
  )}
    select ${COLUMNS}, 0::bigint as balance from rows order by id`;
}

/** The filters applied to a line in memory (exports, which read every line to carry the balance). */
export function matchesEntry(row: WalletEntryRow, f: EntryFilters): boolean {
  if (f.from && row.createdAt < f.from) return false;
  if (f.to && row.createdAt > f.to) return false;
  const has = (v: string | null, s: string) => !!v && v.toLowerCase().includes(s.toLowerCase());
  if (f.term && !has(row.tourName, f.term) && !has(row.trackingCode, f.term) && !has(row.description, f.term))
    return false;
  if (f.trackingCode && !has(row.trackingCode, f.trackingCode)) return false;
  if (f.tourLinesOnly && row.tourName === null) return false;
  return true;
}
