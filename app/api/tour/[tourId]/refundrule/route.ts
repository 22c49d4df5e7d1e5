import { route } from "@/lib/http/route";
import { addRefundRuleContract } from "@/lib/tours/contracts";
import { addRefundRule } from "@/lib/tours/refund-rules";

export const POST = route(addRefundRuleContract, ({ caller, params, body }) =>
  addRefundRule(caller.userId, params.tourId, body),
);
