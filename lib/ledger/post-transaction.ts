import "server-only";
// The one way money moves: a LedgerTransaction whose entries sum to zero, inside the caller's
// database transaction when there is one (so a sale's posting commits or rolls back with the sale).
import type { Db } from "@/lib/db/client";
import type { PrismaClient } from "@/lib/db/generated/client";
import { unprocessable } from "@/lib/http/errors";
import { ensureAccount } from "./accounts";
import { LEDGER_MESSAGES } from "./messages";
import type { TransactionType } from "./transaction-types";
import { normalizeEntries, type EntryInput } from "./validate-entries";

export interface PostTransactionInput {
  type: TransactionType;
  /** Makes the movement happen at most once: a second call with the same key moves nothing. */
  idempotencyKey?: string;
  description?: string;
  entries: EntryInput[];
}

export interface PostedTransaction {
  id: number;
  type: string;
  /** False when the idempotency key had already been used: nothing moved this time. */
  created: boolean;
}

const isRootClient = (db: Db | PrismaClient): db is PrismaClient =>
  typeof (db as PrismaClient).$transaction === "function";

export async function postTransaction(db: Db | PrismaClient, input: PostTransactionInput): Promise<PostedTransaction> {
  const entries = normalizeEntries(input.entries);
  // The row locks and the claim of the idempotency key only mean something inside a transaction.
  if (isRootClient(db)) return db.$transaction((tx) => post(tx, input, entries), { maxWait: 10_000, timeout: 20_000 });
  return post(db, input, entries);
}

async function post(db: Db, input: PostTransactionInput, entries: EntryInput[]): Promise<PostedTransaction> {
  let transactionId: number;
  if (input.idempotencyKey) {
    // On conflict waits for a concurrent holder of the key to commit or roll back, so two racing
    // postings of one key cannot both pass.
    const claimed = await db.$queryRaw<{ id: number }[]>`
      insert into "LedgerTransaction" (type, description, "idempotencyKey")
      values (${input.type}, ${input.description ?? null}, ${input.idempotencyKey})
      on conflict ("idempotencyKey") do nothing
      returning id`;
    if (!claimed.length) {
      const existing = await db.ledgerTransaction.findUniqueOrThrow({
        where: { idempotencyKey: input.idempotencyKey },
        select: { id: true, type: true },
      });
      return { ...existing, created: false };
    }
    transactionId = claimed[0].id;
  } else {
    transactionId = (
      await db.ledgerTransaction.create({
        data: { type: input.type, description: input.description },
        select: { id: true },
      })
    ).id;
  }

  const accountIds = new Map<EntryInput, number>();
  for (const entry of entries) accountIds.set(entry, await ensureAccount(db, entry.account));

  const debitedWallets = entries.filter((e) => e.account.kind === "UserWallet" && e.amount < 0n);
  if (debitedWallets.length) {
    const ids = debitedWallets.map((e) => accountIds.get(e)!).sort((a, b) => a - b);
    // Two debits of one wallet wait for each other here, and each then sees the other's entries.
    // NO KEY UPDATE, not UPDATE: debits of one wallet still queue, but an entry that merely references a
    // locked account (its foreign-key check takes KEY SHARE) does not wait. With FOR UPDATE, A paying B while
    // B pays A deadlocked: each held its own wallet and waited on the other's for its credit entry.
    await db.$queryRaw`select id from "LedgerAccount" where id = any(${ids}::int[]) order by id for no key update`;
    const sums = await db.ledgerEntry.groupBy({
      by: ["accountId"],
      where: { accountId: { in: ids } },
      _sum: { amount: true },
    });
    for (const entry of debitedWallets) {
      const id = accountIds.get(entry)!;
      const balance = sums.find((s) => s.accountId === id)?._sum.amount ?? 0n;
      if (balance + entry.amount < 0n) throw unprocessable(LEDGER_MESSAGES.insufficientBalance, "insufficient_balance");
    }
  }

  const concerns = await concernsOf(db, input.idempotencyKey);
  await db.ledgerEntry.createMany({
    data: entries.map((e) => ({ transactionId, accountId: accountIds.get(e)!, amount: e.amount, ...concerns })),
  });
  return { id: transactionId, type: input.type, created: true };
}

/** The keys ledger_line_concerns() answers anything but nulls for (a bill, a refund of a ticket, a checkout). */
const CONCERNING_KEY = /^(bill|checkout):|^refund:[0-9]+$/;

/**
 * What the lines concern (the tour and tracking code), written on each entry as it is posted: the transaction report
 * filters on them by index instead of linking every line of a wallet (issue 33). The migration's own function
 * decides, so a posting and the backfill (ledger_concerns_rebuild) write the same values.
 */
async function concernsOf(db: Db, key: string | undefined) {
  if (!key || !CONCERNING_KEY.test(key)) return {};
  const [row] = await db.$queryRaw<{ tourId: number | null; trackingCode: string | null }[]>`
    select "tourId", "trackingCode" from "ledger_line_concerns"(${key})`;
  return row ?? {};
}
