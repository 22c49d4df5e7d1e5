import "server-only";
// PUT /api/Operator/user-note/{userId}: the operator's private note about a user (blank clears it).
import { recordAudit } from "@/lib/audit/record-audit";
import { prisma } from "@/lib/db/client";
import { findManagedUser } from "./find-managed-user";

export async function setUserNote(operatorId: number, id: number, raw: string | null) {
  const note = raw?.trim() ? raw.trim() : null;
  return prisma.$transaction(async (tx) => {
    const user = await findManagedUser(tx, id, { operatorNote: true }, { lock: true });
    if (user.operatorNote === note) return { note };
    await tx.user.update({ where: { id }, data: { operatorNote: note } });
    await recordAudit(tx, {
      actorId: operatorId,
      action: "user.note",
      entityType: "User",
      entityId: id,
      targetUserId: id,
      before: { note: user.operatorNote },
      after: { note },
    });
    return { note };
  });
}
