import { route } from "@/lib/http/route";
import { deleteRefundContract } from "@/lib/refunds/contracts";
import { deleteRefund } from "@/lib/refunds/delete-refund";

export const DELETE = route(deleteRefundContract, ({ caller, params }) => deleteRefund(caller, params.refundId));
