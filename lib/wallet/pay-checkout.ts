import "server-only";
// PUT /api/operator/checkout/{id}: an operator or accountant has transferred the money to the
// sheba and records the bank's reference: CheckoutsPayable → PlatformCash (the money left the
// platform), keyed by the checkout, under the checkout's row lock (two operators paying at once
// move the money once; the second gets 409). The user gets an SMS; the action is audited.
import type { Caller } from "@/lib/auth/caller";
import { recordAudit } from "@/lib/audit/record-audit";
import { prisma } from "@/lib/db/client";
import { checkoutsPayable, platformCash } from "@/lib/ledger/accounts";
import { postTransaction } from "@/lib/ledger/post-transaction";
import { sendSms } from "@/lib/sms/send-sms";
import { WALLET_TX } from "./constants";
import { checkoutView } from "./checkout-view";
import { lockOpenCheckout } from "./lock-checkout";
import { checkoutPaidSms } from "./messages";

export async function payCheckout(
  caller: Caller,
  id: number,
  input: { refNum: string; operatorNote?: string | null },
  now = new Date(),
) {
  return prisma.$transaction(async (tx) => {
    const checkout = await lockOpenCheckout(tx, id);
    const paid = await tx.checkout.update({
      where: { id },
      data: {
        status: "Paid",
        refNum: input.refNum,
        operatorNote: input.operatorNote ?? null,
        paidAt: now,
        paidById: caller.userId,
      },
      include: { user: { select: { mobile: true } } },
    });
    await postTransaction(tx, {
      type: "Checkout",
      idempotencyKey: `checkout:${id}:paid`,
      description: `پرداخت تسویه ${id} (پیگیری ${input.refNum})`,
      entries: [
        { account: checkoutsPayable, amount: -checkout.amount },
        { account: platformCash, amount: checkout.amount },
      ],
    });
    await recordAudit(tx, {
      actorId: caller.userId,
      action: "checkout.pay",
      entityType: "Checkout",
      entityId: id,
      targetUserId: checkout.userId,
      after: { amount: checkout.amount, refNum: input.refNum, operatorNote: input.operatorNote ?? null },
    });
    await sendSms(
      { to: paid.user.mobile, text: checkoutPaidSms(checkout.amount, input.refNum) },
      { wait: false, db: tx },
    );
    return checkoutView(paid);
  }, WALLET_TX);
}
