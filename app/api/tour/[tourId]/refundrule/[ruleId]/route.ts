import { route } from "@/lib/http/route";
import { deleteRefundRuleContract, updateRefundRuleContract } from "@/lib/tours/contracts";
import { deleteRefundRule, updateRefundRule } from "@/lib/tours/refund-rules";

export const PUT = route(updateRefundRuleContract, ({ caller, params, body }) =>
  updateRefundRule(caller.userId, params.tourId, params.ruleId, body),
);
export const DELETE = route(deleteRefundRuleContract, ({ caller, params }) =>
  deleteRefundRule(caller.userId, params.tourId, params.ruleId),
);
