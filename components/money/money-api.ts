// The money calls of the wallet, financial and admin finance pages, through the one browser client.
import type { Paged } from "@/lib/http/paging";
import { apiClient } from "@/lib/client/api-client";

export interface WalletEntry {
  id: number;
  transactionId: number;
  type: string;
  description: string | null;
  amount: number;
  balance: number;
  createdAt: string;
  tourName: string | null;
  trackingCode: string | null;
}
export type WalletPage = Paged<WalletEntry> & { totalAmount: number; totalIncome: number; totalOutgo: number };

export interface Balance {
  balance: number;
  pending: number;
  withdrawable: number;
}

export interface Charge {
  chargeId: string;
  amount: number;
  status: "Pending" | "Confirmed" | "Rejected";
  refId: string | null;
  createdAt: string;
}

export interface Checkout {
  id: number;
  amount: number;
  bankAccount: string;
  status: "InProcess" | "Paid" | "Deleted";
  isPaid: boolean;
  refNum: string | null;
  operatorNote: string | null;
  paidAt: string | null;
  createdAt: string;
  user?: { id: number; fullName: string; mobile: string; role: string; brand: string | null };
}

export interface RefundRow {
  id: number;
  tourTitle: string;
  leader: { id: number; fullName: string; mobile: string };
  trackingId: string;
  buyerMobile: string;
  paymentMethod: string;
  penaltyPercent: number;
  paidAmount: number;
  returnedAmount: number;
  cardNumber: string | null;
  iban: string | null;
  state: "TourLeaderPending" | "OperatorPending" | "ProcessedByTourLeader" | "ProcessedByOperator";
  isPaid: boolean;
  refNum: string | null;
  note: string | null;
  payDate: string | null;
  autoRefundStatus: string | null;
  createdAt: string;
  cancelledPassengers: { fullName: string; mobile: string }[];
}

export interface BillRow {
  id: string;
  amount: number;
  status: string;
  refId: string | null;
  payerMobile: string;
  payerName: string | null;
  description: string | null;
  createdAt: string;
}

type Query = Record<string, string | number | boolean | undefined>;

export const moneyApi = {
  balance: () => apiClient.get<Balance & { totalSale: number }>("/api/Users/Self/balance"),
  charges: (query: Query) => apiClient.get<Paged<Charge>>("/api/users/self/charges", { query }),
  confirmCharge: (query: Query) => apiClient.get<Balance & { status: string; amount: number }>("/api/users/self/ConfirmChargePayment", { query }),
  requestCheckout: (amount: number, bankAccount: string) =>
    apiClient.post<Checkout & { message: string }>("/api/users/self/checkout", { body: { amount, bankAccount } }),
  selfCheckouts: (query: Query) => apiClient.get<Paged<Checkout> & { totalAmount: number }>("/api/users/self/Checkouts", { query }),
  report: (query: Query) => apiClient.get<WalletPage>("/api/Users/Self/transaction-report", { query }),
  turnover: (query: Query) => apiClient.get<WalletPage>("/api/Users/Self/transaction-turnover", { query }),
  operatorCheckouts: (query: Query) => apiClient.get<Paged<Checkout> & { totalAmount: number }>("/api/operator/Checkouts", { query }),
  payCheckout: (id: number, refNum: string, operatorNote: string) => apiClient.put<Checkout>("/api/operator/checkout/{id}", { params: { id }, body: { refNum, operatorNote } }),
  deleteCheckout: (checkoutId: number) => apiClient.delete("/api/operator/checkout/delete/{checkoutId}", { params: { checkoutId } }),
  refunds: (query: Query) => apiClient.get<Paged<RefundRow> & { totalAmount: number }>("/api/refunds", { query }),
  completeRefund: (id: number, body: { refNum: string; note: string | null; payDate: string | null }) => apiClient.put<RefundRow>("/api/refunds/{id}", { params: { id }, body }),
  autoRefund: (id: number) => apiClient.put<RefundRow & { message: string }>("/api/refunds/{id}/auto-refund", { params: { id } }),
  autoRefundStatus: (id: number) => apiClient.put<RefundRow & { bankStatus: string | null }>("/api/refunds/{id}/auto-refund/status", { params: { id } }),
  deleteRefund: (refundId: number) => apiClient.delete("/api/refunds/delete/{refundId}", { params: { refundId } }),
  searchCharges: (query: Query) => apiClient.get<Paged<BillRow> & { totalAmount: number }>("/api/UserCharges/SearchChargeTransaction", { query }),
  websitePayments: (query: Query) => apiClient.get<Paged<BillRow> & { totalAmount: number }>("/api/Transactions/SalesWebsiteTransactions", { query }),
  wage: (leaderId: number) =>
    apiClient.get<{ isDefault: boolean; wageSettings: { percentWagePerPassenger: number; maxAlowedWagePricePerPassenger: number } }>("/api/LeaderWageSettings/{leaderId}", { params: { leaderId } }),
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
