import { route } from "@/lib/http/route";
import { checkAutoRefundStatus } from "@/lib/refunds/auto-refund";
import { autoRefundStatusContract } from "@/lib/refunds/contracts";

export const PUT = route(autoRefundStatusContract, ({ caller, params }) => checkAutoRefundStatus(caller, params.id));
