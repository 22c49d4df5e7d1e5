import { route } from "@/lib/http/route";
import { getRefundAccountContract, giveRefundAccountContract } from "@/lib/refunds/contracts";
import { getRefundAccount } from "@/lib/refunds/get-refund-account";
import { giveRefundAccount } from "@/lib/refunds/give-refund-account";

export const GET = route(getRefundAccountContract, ({ params, query }) =>
  getRefundAccount(params.refundId, query.token),
);

export const PUT = route(giveRefundAccountContract, ({ params, query, body }) =>
  giveRefundAccount(params.refundId, query.token, body),
);
