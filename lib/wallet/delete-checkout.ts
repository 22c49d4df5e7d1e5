import "server-only";
// DELETE /api/operator/checkout/delete/{checkoutId}: an unpaid request is withdrawn by an operator
// or accountant; its money goes back from CheckoutsPayable to the user's wallet (keyed, under the
// checkout's row lock, audited). The row stays, as Deleted, in the user's own list.
import type { Caller } from "@/lib/auth/caller";
import { recordAudit } from "@/lib/audit/record-audit";
import { prisma } from "@/lib/db/client";
import { checkoutsPayable, wallet } from "@/lib/ledger/accounts";
import { postTransaction } from "@/lib/ledger/post-transaction";
import { WALLET_TX } from "./constants";
import { lockOpenCheckout } from "./lock-checkout";

export async function deleteCheckout(caller: Caller, id: number, now = new Date()) {
  return prisma.$transaction(async (tx) => {
    const checkout = await lockOpenCheckout(tx, id);
    await tx.checkout.update({
      where: { id },
      data: { status: "Deleted", deletedAt: now, deletedById: caller.userId },
    });
    await postTransaction(tx, {
      type: "Checkout",
      idempotencyKey: `checkout:${id}:deleted`,
      description: `لغو درخواست تسویه ${id} و بازگشت به کیف پول`,
      entries: [
        { account: checkoutsPayable, amount: -checkout.amount },
        { account: wallet(checkout.userId), amount: checkout.amount },
      ],
    });
    await recordAudit(tx, {
      actorId: caller.userId,
      action: "checkout.delete",
      entityType: "Checkout",
      entityId: id,
      targetUserId: checkout.userId,
      before: { amount: checkout.amount, status: checkout.status },
    });
    return { success: true, id };
  }, WALLET_TX);
}
