import "server-only";
// PUT /api/Operator/user/{id}/toggle-confirmation and …/toggle-identity-confirmation: each flips one
// flag under the user's row lock (two operators clicking at once flip it twice, never lose one),
// audited; confirming an account sends the user an SMS (recorded like every SMS, delivered after the commit).
import { recordAudit } from "@/lib/audit/record-audit";
import { prisma } from "@/lib/db/client";
import { sendSms } from "@/lib/sms/send-sms";
import { findManagedUser } from "./find-managed-user";
import { OPERATOR_USER_MESSAGES as M } from "./messages";

export type ConfirmationFlag = "isConfirmed" | "identityDocsConfirmed";

export async function toggleUserConfirmation(operatorId: number, id: number, flag: ConfirmationFlag) {
  const { value, user } = await prisma.$transaction(async (tx) => {
    const user = await findManagedUser(
      tx,
      id,
      { id: true, mobile: true, firstName: true, isConfirmed: true, identityDocsConfirmed: true },
      { lock: true },
    );
    const value = !user[flag];
    await tx.user.update({ where: { id }, data: { [flag]: value } });
    await recordAudit(tx, {
      actorId: operatorId,
      action: flag === "isConfirmed" ? "user.toggleConfirmation" : "user.toggleIdentityConfirmation",
      entityType: "User",
      entityId: id,
      targetUserId: id,
      before: { [flag]: user[flag] },
      after: { [flag]: value },
    });
    return { value, user };
  });
  if (flag === "isConfirmed" && value)
    await sendSms({ to: user.mobile, text: M.confirmedSms(user.firstName) }, { wait: false });
  return value;
}
