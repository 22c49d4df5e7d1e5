import "server-only";
// Ledger accounts are created on first use. The insert … on conflict keeps two concurrent first
// uses of an account from creating it twice (the unique key is kind + ownerKey, see the schema).
import type { Db } from "@/lib/db/client";
import type { LedgerAccountKind } from "@/lib/db/generated/enums";

export interface AccountRef {
  kind: LedgerAccountKind;
  /** Required for UserWallet; absent for the platform's own accounts. */
  userId?: number | null;
}

export const wallet = (userId: number): AccountRef => ({ kind: "UserWallet", userId });
export const platformCash: AccountRef = { kind: "PlatformCash" };
export const platformRevenue: AccountRef = { kind: "PlatformRevenue" };
export const refundsPayable: AccountRef = { kind: "RefundsPayable" };
export const checkoutsPayable: AccountRef = { kind: "CheckoutsPayable" };
export const operatorCredit: AccountRef = { kind: "OperatorCredit" };

export function ownerKey(ref: AccountRef): number {
  if (ref.kind === "UserWallet") {
    if (!ref.userId) throw new Error("a UserWallet account needs a userId");
    return ref.userId;
  }
  if (ref.userId) throw new Error(`a ${ref.kind} account belongs to the platform, not to a user`);
  return 0;
}

export const accountKey = (ref: AccountRef) => `${ref.kind}:${ownerKey(ref)}`;

/** The account's id, creating the account when it does not exist yet. */
export async function ensureAccount(db: Db, ref: AccountRef): Promise<number> {
  const key = ownerKey(ref);
  const userId = ref.kind === "UserWallet" ? key : null;
  const inserted = await db.$queryRaw<{ id: number }[]>`
    insert into "LedgerAccount" (kind, "userId", "ownerKey")
    values (${ref.kind}::"LedgerAccountKind", ${userId}, ${key})
    on conflict (kind, "ownerKey") do nothing
    returning id`;
  if (inserted.length) return inserted[0].id;
  const existing = await db.ledgerAccount.findUniqueOrThrow({
    where: { kind_ownerKey: { kind: ref.kind, ownerKey: key } },
    select: { id: true },
  });
  return existing.id;
}

/** The account's id if it exists (reads never create accounts). */
export async function findAccountId(db: Db, ref: AccountRef): Promise<number | null> {
  const account = await db.ledgerAccount.findUnique({
    where: { kind_ownerKey: { kind: ref.kind, ownerKey: ownerKey(ref) } },
    select: { id: true },
  });
  return account?.id ?? null;
}
