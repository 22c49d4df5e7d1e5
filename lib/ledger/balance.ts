import "server-only";
import type { Db } from "@/lib/db/client";
import { findAccountId, type AccountRef } from "./accounts";

/** An account's balance: the sum of its entries (0 for an account never used). */
export async function balanceOf(db: Db, account: AccountRef): Promise<bigint> {
  const id = await findAccountId(db, account);
  if (id === null) return 0n;
  const sum = await db.ledgerEntry.aggregate({ where: { accountId: id }, _sum: { amount: true } });
  return sum._sum.amount ?? 0n;
}
