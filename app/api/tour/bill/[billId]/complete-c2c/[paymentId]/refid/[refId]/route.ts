import { route } from "@/lib/http/route";
import { completeC2cContract } from "@/lib/payments/contracts";
import { submitCardToCard } from "@/lib/payments/submit-card-to-card";

export const POST = route(completeC2cContract, ({ params }) =>
  submitCardToCard(params.billId, params.paymentId, params.refId),
);
