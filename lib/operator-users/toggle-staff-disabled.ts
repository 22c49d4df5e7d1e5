import "server-only";
// PUT /api/Operator/staff/{userId}/toggle-disabled: disables (or enables again) an operator or an
// accountant. A disabled account cannot sign in and its sessions end (token version bump). An
// operator cannot disable themselves (so the panel always keeps one operator who can undo it).
import { recordAudit } from "@/lib/audit/record-audit";
import { prisma } from "@/lib/db/client";
import { notFound, unprocessable } from "@/lib/http/errors";
import { HTTP_MESSAGES } from "@/lib/http/messages";
import { OPERATOR_USER_MESSAGES as M } from "./messages";

export async function toggleStaffDisabled(operatorId: number, id: number) {
  if (id === operatorId) throw unprocessable(M.cannotDisableSelf, "cannot_disable_self");
  return prisma.$transaction(async (tx) => {
    await tx.$queryRaw`select id from "User" where id = ${id} for update`;
    const user = await tx.user.findFirst({
      where: { id, role: { in: ["Operator", "Accountant"] } },
      select: { disabledAt: true },
    });
    if (!user) throw notFound(HTTP_MESSAGES.notFound, "not_found");
    const disabled = !user.disabledAt;
    await tx.user.update({
      where: { id },
      data: { disabledAt: disabled ? new Date() : null, tokenVersion: { increment: 1 } },
    });
    await recordAudit(tx, {
      actorId: operatorId,
      action: disabled ? "staff.disable" : "staff.enable",
      entityType: "User",
      entityId: id,
      targetUserId: id,
      before: { disabled: !disabled },
      after: { disabled },
    });
    return { disabled };
  });
}
