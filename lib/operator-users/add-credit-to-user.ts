import "server-only";
// POST /api/Operator/AddCreditToUser: one balanced ledger transaction (type ChangeOfCredit) from the
// platform's OperatorCredit account to the user's wallet, with the operator's note, written with its
// audit row in one database transaction. The idempotency key is the audit row's id, unique per call.
import { recordAudit } from "@/lib/audit/record-audit";
import { prisma } from "@/lib/db/client";
import { operatorCredit, wallet } from "@/lib/ledger/accounts";
import { balanceOf } from "@/lib/ledger/balance";
import { postTransaction } from "@/lib/ledger/post-transaction";
import { findManagedUser } from "./find-managed-user";

export async function addCreditToUser(
  operatorId: number,
  input: { userId: number; operatorNote: string; amount: number },
) {
  const amount = BigInt(input.amount);
  return prisma.$transaction(async (tx) => {
    await findManagedUser(tx, input.userId, { id: true });
    const audit = await recordAudit(tx, {
      actorId: operatorId,
      action: "user.addCredit",
      entityType: "User",
      entityId: input.userId,
      targetUserId: input.userId,
      after: { amount, note: input.operatorNote },
    });
    const posted = await postTransaction(tx, {
      type: "ChangeOfCredit",
      idempotencyKey: `operator-credit:${audit.id}`,
      description: input.operatorNote,
      entries: [
        { account: operatorCredit, amount: -amount },
        { account: wallet(input.userId), amount },
      ],
    });
    await tx.auditLog.update({
      where: { id: audit.id },
      data: { entityType: "LedgerTransaction", entityId: String(posted.id) },
    });
    return { transactionId: posted.id, balance: await balanceOf(tx, wallet(input.userId)) };
  });
}
