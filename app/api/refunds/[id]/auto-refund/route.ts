import { route } from "@/lib/http/route";
import { startAutoRefund } from "@/lib/refunds/auto-refund";
import { autoRefundContract } from "@/lib/refunds/contracts";

export const PUT = route(autoRefundContract, ({ caller, params }) => startAutoRefund(caller, params.id));
