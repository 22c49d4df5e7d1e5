import "server-only";
// POST /api/Operator/SendSmsToUser: an operator's SMS to a leader or affiliate, recorded in
// SmsMessage like every SMS (and audited), handed to the provider after the answer.
import { recordAudit } from "@/lib/audit/record-audit";
import { prisma } from "@/lib/db/client";
import { sendSms } from "@/lib/sms/send-sms";
import { findManagedUser } from "./find-managed-user";

export async function sendSmsToUser(operatorId: number, input: { userId: number; message: string }) {
  const user = await prisma.$transaction(async (tx) => {
    const user = await findManagedUser(tx, input.userId, { id: true, mobile: true });
    await recordAudit(tx, {
      actorId: operatorId,
      action: "user.sendSms",
      entityType: "User",
      entityId: user.id,
      targetUserId: user.id,
      after: { message: input.message },
    });
    return user;
  });
  await sendSms({ to: user.mobile, text: input.message }, { wait: false });
}
