import { route } from "@/lib/http/route";
import { creditPurchaseContract } from "@/lib/payments/contracts";
import { payFromCredit } from "@/lib/payments/pay-from-credit";

export const POST = route(creditPurchaseContract, ({ params, caller }) =>
  payFromCredit(params.billId, params.paymentId, caller),
);
