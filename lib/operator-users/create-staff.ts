import "server-only";
// POST /api/Operator/staff: an operator adds an accountant or another operator with a password.
import { hashPassword } from "@/lib/accounts/password";
import { assertStrongPassword } from "@/lib/accounts/password-strength";
import { recordAudit } from "@/lib/audit/record-audit";
import { prisma } from "@/lib/db/client";
import { conflict } from "@/lib/http/errors";
import { staffSelect, toStaffRow } from "./list-staff";
import { OPERATOR_USER_MESSAGES as M } from "./messages";

export async function createStaff(
  operatorId: number,
  input: { firstName: string; lastName: string; mobile: string; password: string; role: "Operator" | "Accountant" },
) {
  assertStrongPassword(input.password, input);
  const passwordHash = await hashPassword(input.password);
  return prisma.$transaction(async (tx) => {
    if (await tx.user.findUnique({ where: { mobile: input.mobile }, select: { id: true } }))
      throw conflict(M.mobileTaken, "mobile_taken");
    const user = await tx.user.create({
      data: {
        mobile: input.mobile,
        firstName: input.firstName,
        lastName: input.lastName,
        role: input.role,
        passwordHash,
        isConfirmed: true,
      },
      select: staffSelect,
    });
    await recordAudit(tx, {
      actorId: operatorId,
      action: "staff.create",
      entityType: "User",
      entityId: user.id,
      targetUserId: user.id,
      after: { role: input.role, mobile: input.mobile },
    });
    return toStaffRow(user);
  });
}
