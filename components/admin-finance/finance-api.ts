// The payment calls of the transactions page, through the one browser client (spec error toasts).
import type { paymentRowSchema } from "@/lib/payments/payment-view";
import type { z } from "@/lib/validation/z";
import { api } from "@/lib/client/api-client";
import * as payments from "@/lib/client/endpoints/payments";
import type { ResponseOf } from "@/lib/client/response-of";
import type * as P from "@/lib/payments/contracts";
import type { SearchPaymentsQuery } from "./transaction-params";

export type PaymentRow = z.output<typeof paymentRowSchema>;

export type DecisionResult = ResponseOf<typeof P.determineC2cContract>;

/** The list's react-query key prefix (every filter combination below it). */
export const PAYMENTS_KEY = ["admin-finance", "payments"] as const;
/** The admin shell's badge query (components/admin/admin-shell.tsx) is keyed under this prefix. */
export const PANEL_META_KEY = ["operator", "panel-meta-data"] as const;

export const financeApi = {
  search: (query: SearchPaymentsQuery) => api.call(payments.searchPaymentsContract, { query }),
  decideC2c: (paymentId: number, confirm: boolean) =>
    api.call(payments.determineC2cContract, { params: { paymentId }, query: { confirm } }),
  completeOnline: (paymentId: number) => api.call(payments.completeOnlinePaymentContract, { query: { paymentId } }),
};
