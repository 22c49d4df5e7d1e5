// The payment calls of the transactions page, through the one browser client (spec error toasts).
import type { paymentRowSchema } from "@/lib/payments/payment-view";
import type { Paged } from "@/lib/http/paging";
import type { z } from "@/lib/validation/z";
import { apiClient } from "@/lib/client/api-client";
import type { SearchPaymentsQuery } from "./transaction-params";

export type PaymentRow = z.output<typeof paymentRowSchema>;

export interface DecisionResult {
  success: boolean;
  paymentId: number;
  status: string;
  billStatus: string;
}

/** The list's react-query key prefix (every filter combination below it). */
export const PAYMENTS_KEY = ["admin-finance", "payments"] as const;
/** The admin shell's badge query (components/admin/admin-shell.tsx) is keyed under this prefix. */
export const PANEL_META_KEY = ["operator", "panel-meta-data"] as const;

export const financeApi = {
  search: (query: SearchPaymentsQuery) => apiClient.get<Paged<PaymentRow> & { totalAmount: number }>("/api/Operator/SearchPayments", { query }),
  decideC2c: (paymentId: number, confirm: boolean) =>
    apiClient.put<DecisionResult>("/api/Operator/determine-c2c-payment/{paymentId}", { params: { paymentId }, query: { confirm } }),
  completeOnline: (paymentId: number) =>
    apiClient.get<DecisionResult & { refId: string | null }>("/api/tour/bill/complete-online-payment", { query: { paymentId } }),
};
