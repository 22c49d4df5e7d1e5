import { route } from "@/lib/http/route";
import { determineC2cContract } from "@/lib/payments/contracts";
import { determineCardToCard } from "@/lib/payments/determine-card-to-card";

export const PUT = route(determineC2cContract, ({ params, query, caller }) =>
  determineCardToCard(params.paymentId, query.confirm, caller),
);
