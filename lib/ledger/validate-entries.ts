// The shape rules of a ledger transaction, checked before anything touches the database.
import type { AccountRef } from "./accounts";

export interface EntryInput {
  account: AccountRef;
  /** Toman; positive credits the account, negative debits it. */
  amount: bigint;
}

export class LedgerError extends Error {}

/**
 * Merges entries on the same account, drops zero amounts and refuses what cannot be a double-entry
 * movement: nothing to move, a non-integer amount, or entries that do not sum to zero. These are
 * programming errors of the caller, not input errors of a user, so they are plain Errors.
 */
export function normalizeEntries(entries: EntryInput[]): EntryInput[] {
  if (!Array.isArray(entries) || entries.length === 0) throw new LedgerError("a ledger transaction needs entries");
  const merged = new Map<string, EntryInput>();
  let sum = 0n;
  for (const entry of entries) {
    if (typeof entry.amount !== "bigint") throw new LedgerError("ledger amounts are BigInt toman");
    if (entry.account.kind === "UserWallet" ? !entry.account.userId : entry.account.userId) {
      throw new LedgerError(`account ${entry.account.kind} with userId ${entry.account.userId ?? "none"} is not valid`);
    }
    sum += entry.amount;
    const key = `${entry.account.kind}:${entry.account.userId ?? 0}`;
    const previous = merged.get(key);
    merged.set(key, { account: entry.account, amount: (previous?.amount ?? 0n) + entry.amount });
  }
  if (sum !== 0n) throw new LedgerError(`ledger entries must sum to zero (sum ${sum})`);
  const moving = [...merged.values()].filter((e) => e.amount !== 0n);
  if (moving.length === 0) throw new LedgerError("a ledger transaction must move money");
  return moving;
}
