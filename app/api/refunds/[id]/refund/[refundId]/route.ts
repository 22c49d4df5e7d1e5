import { route } from "@/lib/http/route";
import { leaderRefundContract } from "@/lib/tour-report/contracts";
import { settleRefundByLeader } from "@/lib/tour-report/settle-refund-by-leader";

export const PUT = route(leaderRefundContract, ({ caller, params, body }) =>
  settleRefundByLeader(caller.userId, params.id, params.refundId, body),
);
