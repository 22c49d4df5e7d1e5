import { route } from "@/lib/http/route";
import { completeOperatorRefund } from "@/lib/refunds/complete-operator-refund";
import { completeRefundContract } from "@/lib/refunds/contracts";
import { tourRefundsContract } from "@/lib/tour-report/contracts";
import { listTourRefunds } from "@/lib/tour-report/list-tour-refunds";

// One dynamic folder for both spellings of the spec (docs/http.md): GET /api/refunds/{tourId}
// (the leader's refunds of a tour) and PUT /api/refunds/{refundId} (the operator's manual completion).
export const GET = route(tourRefundsContract, ({ caller, params }) => listTourRefunds(caller.userId, params.id));
export const PUT = route(completeRefundContract, ({ caller, params, body }) =>
  completeOperatorRefund(caller, params.id, body),
);
