import "server-only";
import type { Db } from "@/lib/db/client";
import { ensureAccount, wallet } from "@/lib/ledger/accounts";

/** Takes the user's wallet row lock for the rest of the transaction (the ledger's own debit lock). */
export async function lockWallet(tx: Db, userId: number): Promise<number> {
  const id = await ensureAccount(tx, wallet(userId));
  await tx.$queryRaw`select id from "LedgerAccount" where id = ${id} for no key update`;
  return id;
}
