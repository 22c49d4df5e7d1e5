import { route } from "@/lib/http/route";
import { refundInfoContract } from "@/lib/refunds/contracts";
import { getRefundInfo } from "@/lib/refunds/get-refund-info";

export const GET = route(refundInfoContract, ({ params, caller }) => getRefundInfo(params.refundId, caller));
