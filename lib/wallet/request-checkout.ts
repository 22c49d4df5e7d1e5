import "server-only";
// POST /api/users/self/checkout: a payout request of the caller's own money to a sheba. Only the
// withdrawable part of the wallet may leave, and it is held in CheckoutsPayable at once (one
// Checkout ledger transaction keyed by the request), so two requests can never spend the same
// money: both run under the wallet's row lock. The same request again within a minute (a double
// click, a retried POST) answers the first one instead of holding the money twice.
import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";
import { unprocessable } from "@/lib/http/errors";
import { checkoutsPayable, wallet } from "@/lib/ledger/accounts";
import { postTransaction } from "@/lib/ledger/post-transaction";
import { CHECKOUT_REPLAY_MS, MIN_CHECKOUT, WALLET_TX } from "./constants";
import { checkoutView } from "./checkout-view";
import { getWalletFigures } from "./get-wallet-figures";
import { lockWallet } from "./lock-wallet";
import { WALLET_MESSAGES as M } from "./messages";

export async function requestCheckout(
  caller: Caller,
  input: { amount: bigint; bankAccount: string },
  now = new Date(),
) {
  if (input.amount < MIN_CHECKOUT) throw unprocessable(M.checkoutMinimum, "checkout_below_minimum");
  return prisma.$transaction(async (tx) => {
    await lockWallet(tx, caller.userId);
    const replay = await tx.checkout.findFirst({
      where: {
        userId: caller.userId,
        amount: input.amount,
        bankAccount: input.bankAccount,
        status: "InProcess",
        createdAt: { gt: new Date(now.getTime() - CHECKOUT_REPLAY_MS) },
      },
      orderBy: { id: "desc" },
    });
    if (replay) return { ...checkoutView(replay), message: M.checkoutRequested };

    const figures = await getWalletFigures(tx, caller.userId, now);
    if (input.amount > figures.withdrawable)
      throw unprocessable(M.checkoutOverWithdrawable(figures.withdrawable), "checkout_over_withdrawable");
    const checkout = await tx.checkout.create({
      data: { userId: caller.userId, amount: input.amount, bankAccount: input.bankAccount, createdAt: now },
    });
    await postTransaction(tx, {
      type: "Checkout",
      idempotencyKey: `checkout:${checkout.id}`,
      description: `درخواست تسویه ${checkout.id}`,
      entries: [
        { account: wallet(caller.userId), amount: -input.amount },
        { account: checkoutsPayable, amount: input.amount },
      ],
    });
    return { ...checkoutView(checkout), message: M.checkoutRequested };
  }, WALLET_TX);
}
