import "server-only";
// POST /api/Operator/ChangeUserRole {userId, role}: between Leader and Affiliate only (never to or
// from Operator or Accountant: those are 404 here, like any id the call does not manage). The token
// version is bumped because tokens carry the role: the user signs in again with the new menu.
import { recordAudit } from "@/lib/audit/record-audit";
import { prisma } from "@/lib/db/client";
import { conflict } from "@/lib/http/errors";
import { findManagedUser } from "./find-managed-user";
import { OPERATOR_USER_MESSAGES as M } from "./messages";

export async function changeUserRole(operatorId: number, input: { userId: number; role: "Leader" | "Affiliate" }) {
  return prisma.$transaction(async (tx) => {
    const user = await findManagedUser(tx, input.userId, { id: true, role: true }, { lock: true });
    if (user.role === input.role) throw conflict(M.sameRole, "same_role");
    await tx.user.update({ where: { id: user.id }, data: { role: input.role, tokenVersion: { increment: 1 } } });
    await recordAudit(tx, {
      actorId: operatorId,
      action: "user.changeRole",
      entityType: "User",
      entityId: user.id,
      targetUserId: user.id,
      before: { role: user.role },
      after: { role: input.role },
    });
    return { role: input.role };
  });
}
