import "server-only";
// The ledger's invariants, checked over the whole database: every transaction has entries that
// sum to zero, and no user wallet is below zero. Balances are not stored (a balance is the sum of
// the account's entries), so there is no stored figure to disagree with.
import type { Db } from "@/lib/db/client";

export async function checkLedgerInvariants(db: Db): Promise<string[]> {
  const [unbalanced, empty, negativeWallets, mismatchedOwners] = await Promise.all([
    db.$queryRaw<{ transactionId: number; sum: bigint }[]>`
      select "transactionId", sum(amount) as sum from "LedgerEntry" group by "transactionId" having sum(amount) <> 0`,
    db.$queryRaw<{ id: number }[]>`
      select t.id from "LedgerTransaction" t where not exists (select 1 from "LedgerEntry" e where e."transactionId" = t.id)`,
    db.$queryRaw<{ userId: number; balance: bigint }[]>`
      select a."userId", coalesce(sum(e.amount), 0) as balance from "LedgerAccount" a
      join "LedgerEntry" e on e."accountId" = a.id
      where a.kind = 'UserWallet' group by a.id, a."userId" having sum(e.amount) < 0`,
    db.$queryRaw<{ id: number }[]>`
      select id from "LedgerAccount" where "ownerKey" <> coalesce("userId", 0)`,
  ]);
  return [
    ...unbalanced.map((t) => `transaction ${t.transactionId} sums to ${t.sum}`),
    ...empty.map((t) => `transaction ${t.id} has no entries`),
    ...negativeWallets.map((w) => `wallet of user ${w.userId} is at ${w.balance}`),
    ...mismatchedOwners.map((a) => `account ${a.id} has an ownerKey other than its userId`),
  ];
}
