import { route } from "@/lib/http/route";
import { listRefundRulesContract } from "@/lib/tours/contracts";
import { listRefundRules } from "@/lib/tours/refund-rules";

export const GET = route(listRefundRulesContract, ({ caller, params }) =>
  listRefundRules(caller.userId, params.tourId),
);
