import "server-only";
// A wallet's ledger lines with what they concern (the tour and tracking code of a sale or refund,
// the checkout of a payout) and the running balance after each line. One SQL query for the page
// and one for the count and sum, over the wallet's own entries (LedgerEntry(accountId) index);
// the running balance is a window over the whole wallet, computed before the filters so that a
// filtered page still shows the true balance after each line.
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

function linked(accountId: number, batch?: { afterId: number; take: number }) {
  // A batch (exports) reads the next lines in id order without the window: the caller carries the balance.
  const own = batch
    ? Prisma.sql`select e.id, e.amount, t.id as "transactionId", t.type, t.description, t."createdAt", t."idempotencyKey", 0::bigint as balance
        from "LedgerEntry" e join "LedgerTransaction" t on t.id = e."transactionId"
        where e."accountId" = ${accountId} and e.id > ${batch.afterId} order by e.id limit ${batch.take}`
    : Prisma.sql`select e.id, e.amount, t.id as "transactionId", t.type, t.description, t."createdAt", t."idempotencyKey",
             sum(e.amount) over (order by e.id) as balance
        from "LedgerEntry" e join "LedgerTransaction" t on t.id = e."transactionId"
        where e."accountId" = ${accountId}`;
  return Prisma.sql`
    with own as (${own}), rows as (
      select own.*, tr.title as "tourName",
             coalesce(r."trackingId", b.reference,
                      case when own."idempotencyKey" like 'checkout:%' then 'CO-' || split_part(own."idempotencyKey", ':', 2) end) as "trackingCode"
      from own
      left join "Bill" b on own."idempotencyKey" like 'bill:%' and b.id = split_part(own."idempotencyKey", ':', 2)
      left join "Refund" f on own."idempotencyKey" like 'refund:%' and f.id::text = split_part(own."idempotencyKey", ':', 2)
      left join "Reservation" r on r.id = coalesce((select x.id from "Reservation" x where x."billId" = b.id),
                                                   (select i."reservationId" from "ReservationInstallment" i where i.id = b."installmentId"),
                                                   f."reservationId")
      left join "Tour" tr on tr.id = r."tourId"
    )`;
}

function where(f: EntryFilters) {
  const parts: Prisma.Sql[] = [Prisma.sql`true`];
  if (f.from) parts.push(Prisma.sql`"createdAt" >= ${f.from}`);
  if (f.to) parts.push(Prisma.sql`"createdAt" <= ${f.to}`);
  if (f.term)
    parts.push(
      Prisma.sql`("tourName" ilike ${like(f.term)} or "trackingCode" ilike ${like(f.term)} or description ilike ${like(f.term)})`,
    );
  if (f.trackingCode) parts.push(Prisma.sql`"trackingCode" ilike ${like(f.trackingCode)}`);
  if (f.beforeId) parts.push(Prisma.sql`id < ${f.beforeId}`);
  if (f.tourLinesOnly) parts.push(Prisma.sql`"tourName" is not null`);
  return Prisma.join(parts, " and ");
}

export function walletEntries(db: Db, accountId: number, f: EntryFilters, window: { skip: number; take: number }) {
  return db.$queryRaw<WalletEntryRow[]>`${linked(accountId)}
    select id, "transactionId", type, description, amount, balance::bigint as balance, "createdAt", "tourName", "trackingCode"
    from rows where ${where(f)} order by id desc offset ${window.skip} limit ${window.take}`;
}

export async function walletEntriesTotals(db: Db, accountId: number, f: EntryFilters) {
  const [row] = await db.$queryRaw<
    { count: bigint; sum: bigint | null; income: bigint | null; outgo: bigint | null }[]
  >`${linked(accountId)}
    select count(*) as count, sum(amount)::bigint as sum,
           sum(case when amount > 0 then amount else 0 end)::bigint as income,
           sum(case when amount < 0 then -amount else 0 end)::bigint as outgo
    from rows where ${where(f)}`;
  return { count: Number(row.count), sum: row.sum ?? 0n, income: row.income ?? 0n, outgo: row.outgo ?? 0n };
}

/** The next `take` lines after `afterId`, oldest first, unfiltered and without the balance (exports). */
export function walletEntriesBatch(db: Db, accountId: number, afterId: number, take: number) {
  return db.$queryRaw<WalletEntryRow[]>`${linked(accountId, { afterId, take })}
    select id, "transactionId", type, description, amount, balance, "createdAt", "tourName", "trackingCode" from rows order by id`;
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
