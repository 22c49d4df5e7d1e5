// The money calls of the wallet, financial and admin finance pages, through the one browser client.
import type { getWageSettingsContract } from "@/lib/wage/contracts";
import { apiClient } from "@/lib/client/api-client";
import type { ResponseOf, RowOf } from "@/lib/client/response-of";
import type * as R from "@/lib/refunds/contracts";
import type * as W from "@/lib/wallet/contracts";

export type WalletEntry = RowOf<typeof W.transactionReportContract>;
export type WalletPage = ResponseOf<typeof W.transactionReportContract>;

export type Balance = ResponseOf<typeof W.balanceContract>;

export type Charge = RowOf<typeof W.selfChargesContract>;

/** A checkout as the leader's list has it; the operator's list adds the user. */
export type Checkout = RowOf<typeof W.selfCheckoutsContract> & Partial<Pick<RowOf<typeof W.operatorCheckoutsContract>, "user">>;

export type RefundRow = RowOf<typeof R.listRefundsContract>;

export type BillRow = RowOf<typeof W.searchChargesContract>;

type Query = Record<string, string | number | boolean | undefined>;

export const moneyApi = {
  balance: () => apiClient.get<ResponseOf<typeof W.balanceContract>>("/api/Users/Self/balance"),
  charges: (query: Query) => apiClient.get<ResponseOf<typeof W.selfChargesContract>>("/api/users/self/charges", { query }),
  confirmCharge: (query: Query) => apiClient.get<ResponseOf<typeof W.confirmChargeContract>>("/api/users/self/ConfirmChargePayment", { query }),
  requestCheckout: (amount: number, bankAccount: string) =>
    apiClient.post<ResponseOf<typeof W.requestCheckoutContract>>("/api/users/self/checkout", { body: { amount, bankAccount } }),
  selfCheckouts: (query: Query) => apiClient.get<ResponseOf<typeof W.selfCheckoutsContract>>("/api/users/self/Checkouts", { query }),
  report: (query: Query) => apiClient.get<WalletPage>("/api/Users/Self/transaction-report", { query }),
  turnover: (query: Query) => apiClient.get<WalletPage>("/api/Users/Self/transaction-turnover", { query }),
  operatorCheckouts: (query: Query) => apiClient.get<ResponseOf<typeof W.operatorCheckoutsContract>>("/api/operator/Checkouts", { query }),
  payCheckout: (id: number, refNum: string, operatorNote: string) => apiClient.put<ResponseOf<typeof W.payCheckoutContract>>("/api/operator/checkout/{id}", { params: { id }, body: { refNum, operatorNote } }),
  deleteCheckout: (checkoutId: number) => apiClient.delete("/api/operator/checkout/delete/{checkoutId}", { params: { checkoutId } }),
  refunds: (query: Query) => apiClient.get<ResponseOf<typeof R.listRefundsContract>>("/api/refunds", { query }),
  completeRefund: (id: number, body: { refNum: string; note: string | null; payDate: string | null }) => apiClient.put<ResponseOf<typeof R.completeRefundContract>>("/api/refunds/{id}", { params: { id }, body }),
  autoRefund: (id: number) => apiClient.put<ResponseOf<typeof R.autoRefundContract>>("/api/refunds/{id}/auto-refund", { params: { id } }),
  autoRefundStatus: (id: number) => apiClient.put<RefundRow & { bankStatus: string | null }>("/api/refunds/{id}/auto-refund/status", { params: { id } }),
  deleteRefund: (refundId: number) => apiClient.delete("/api/refunds/delete/{refundId}", { params: { refundId } }),
  searchCharges: (query: Query) => apiClient.get<ResponseOf<typeof W.searchChargesContract>>("/api/UserCharges/SearchChargeTransaction", { query }),
  websitePayments: (query: Query) => apiClient.get<ResponseOf<typeof W.salesWebsiteTransactionsContract>>("/api/Transactions/SalesWebsiteTransactions", { query }),
  wage: (leaderId: number) =>
    apiClient.get<ResponseOf<typeof getWageSettingsContract>>("/api/LeaderWageSettings/{leaderId}", { params: { leaderId } }),
  setWage: (userId: number, percentWagePerPassenger: number, maxAlowedWagePricePerPassenger: number) =>
    apiClient.post("/api/LeaderWageSettings", { body: { userId, wageSettings: { percentWagePerPassenger, maxAlowedWagePricePerPassenger } } }),
};

/** The address of a list's .xlsx export with the list's filters (a plain download with the session cookie). */
export function exportHref(path: string, query: Query): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== "" && k !== "Page" && k !== "PageSize") search.set(k, String(v));
  const s = search.toString();
  return s ? `${path}?${s}` : path;
}
