import "server-only";
// The WalletCharge bill purpose: a leader or affiliate tops up their own wallet through the
// gateway. Paying posts one CreditCharge transaction (PlatformCash → the user's wallet) keyed by
// the bill, so a replayed return or a concurrent sweep moves the money once. The gateway sends the
// browser back to the wallet page, which confirms the payment (ConfirmChargePayment).
import { env } from "@/lib/config/env";
import { wallet } from "@/lib/ledger/accounts";
import { postTransaction } from "@/lib/ledger/post-transaction";
import type { BillPurposeHandler } from "@/lib/payments/bill-purposes";

export const WALLET_PAGE = "/dashboard/financial/wallet";

/** The WalletCharge entry of lib/wiring/bill-purposes.ts. */
export const walletChargePurpose: BillPurposeHandler = {
  async onPaid(tx, bill, _payment, settlement) {
    await postTransaction(tx, {
      type: "CreditCharge",
      idempotencyKey: settlement.idempotencyKey,
      description: bill.description ?? "شارژ کیف پول",
      entries: [
        { account: settlement.source, amount: -bill.amount },
        { account: wallet(bill.beneficiaryId), amount: bill.amount },
      ],
    });
  },
  // Nothing was held for a charge.
  async onReleased() {},
  receiptUrl: () => WALLET_PAGE,
  callbackUrl(bill) {
    const url = new URL(WALLET_PAGE, env.publicUrl);
    url.searchParams.set("ChargeId", bill.id);
    url.searchParams.set("UserId", String(bill.beneficiaryId));
    return url.toString();
  },
};
