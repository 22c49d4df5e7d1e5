import "server-only";
// The audit log's one writer. Call it with the same transaction client as the change it records,
// so that the change and its audit row commit (or roll back) together:
//   await prisma.$transaction(async (tx) => { …change…; await recordAudit(tx, { … }); });
import type { Db, Prisma } from "@/lib/db/client";

export interface AuditInput {
  /** Who acted (the operator's user id); null for the system. */
  actorId: number | null;
  /** Stable camelCase verb with its entity, e.g. "user.edit", "user.addCredit", "user.impersonate", "checkout.pay". */
  action: string;
  /** What was acted upon: "User", "Tour", "Refund", "Checkout", "LedgerTransaction", ... */
  entityType: string;
  entityId?: string | number | null;
  /** The user the action concerns (shown on that user's detail view). */
  targetUserId?: number | null;
  /** State before and after for edits; the action's figures (amount, note, ...) in `after` otherwise. */
  before?: unknown;
  after?: unknown;
}

/** JSON columns take plain JSON: BigInt money becomes a number, Dates ISO strings, undefined is dropped. */
function toJson(value: unknown): Prisma.InputJsonValue | undefined {
  if (value === undefined || value === null) return undefined;
  return JSON.parse(
    JSON.stringify(value, (_key, v) => (typeof v === "bigint" ? Number(v) : v)),
  ) as Prisma.InputJsonValue;
}

export async function recordAudit(db: Db, input: AuditInput) {
  return db.auditLog.create({
    data: {
      actorId: input.actorId,
      action: input.action,
      entityType: input.entityType,
      entityId: input.entityId == null ? null : String(input.entityId),
      targetUserId: input.targetUserId ?? null,
      before: toJson(input.before),
      after: toJson(input.after),
    },
    select: { id: true },
  });
}
