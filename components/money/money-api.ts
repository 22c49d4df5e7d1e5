// The money calls of the wallet, financial and admin finance pages, through the one browser client.
import { api } from "@/lib/client/api-client";
import { buildQuery, urlOf, type QueryOf } from "@/lib/client/endpoint";
import * as refunds from "@/lib/client/endpoints/refunds";
import * as wage from "@/lib/client/endpoints/wage";
import * as wallet from "@/lib/client/endpoints/wallet";
import type { ResponseOf, RowOf } from "@/lib/client/response-of";
import type * as R from "@/lib/refunds/contracts";
import type * as W from "@/lib/wallet/contracts";

export type WalletEntry = RowOf<typeof W.transactionReportContract>;
export type WalletPage = ResponseOf<typeof W.transactionReportContract>;

export type Balance = ResponseOf<typeof W.balanceContract>;

export type Charge = RowOf<typeof W.selfChargesContract>;

/** A checkout as the leader's list has it; the operator's list adds the user. */
export type Checkout = RowOf<typeof W.selfCheckoutsContract> &
  Partial<Pick<RowOf<typeof W.operatorCheckoutsContract>, "user">>;

export type RefundRow = RowOf<typeof R.listRefundsContract>;

export type BillRow = RowOf<typeof W.searchChargesContract>;

type Query = Record<string, string | number | boolean | undefined>;

export const moneyApi = {
  balance: () => api.call(wallet.balanceContract),
  charges: (query: QueryOf<typeof wallet.selfChargesContract>) => api.call(wallet.selfChargesContract, { query }),
  confirmCharge: (query: QueryOf<typeof wallet.confirmChargeContract>) =>
    api.call(wallet.confirmChargeContract, { query }),
  requestCheckout: (amount: number, bankAccount: string) =>
    api.call(wallet.requestCheckoutContract, { body: { amount, bankAccount } }),
  selfCheckouts: (query: QueryOf<typeof wallet.selfCheckoutsContract>) =>
    api.call(wallet.selfCheckoutsContract, { query }),
  report: (query: QueryOf<typeof wallet.transactionReportContract>) =>
    api.call(wallet.transactionReportContract, { query }),
  turnover: (query: QueryOf<typeof wallet.selfTurnoverContract>) => api.call(wallet.selfTurnoverContract, { query }),
  operatorCheckouts: (query: QueryOf<typeof wallet.operatorCheckoutsContract>) =>
    api.call(wallet.operatorCheckoutsContract, { query }),
  payCheckout: (id: number, refNum: string, operatorNote: string) =>
    api.call(wallet.payCheckoutContract, { params: { id }, body: { refNum, operatorNote } }),
  deleteCheckout: (checkoutId: number) => api.call(wallet.deleteCheckoutContract, { params: { checkoutId } }),
  refunds: (query: QueryOf<typeof refunds.listRefundsContract>) => api.call(refunds.listRefundsContract, { query }),
  completeRefund: (id: number, body: { refNum: string; note: string | null; payDate: string | null }) =>
    api.call(refunds.completeRefundContract, { params: { id }, body }),
  autoRefund: (id: number) => api.call(refunds.autoRefundContract, { params: { id } }),
  autoRefundStatus: (id: number) => api.call(refunds.autoRefundStatusContract, { params: { id } }),
  deleteRefund: (refundId: number) => api.call(refunds.deleteRefundContract, { params: { refundId } }),
  searchCharges: (query: QueryOf<typeof wallet.searchChargesContract>) =>
    api.call(wallet.searchChargesContract, { query }),
  websitePayments: (query: QueryOf<typeof wallet.salesWebsiteTransactionsContract>) =>
    api.call(wallet.salesWebsiteTransactionsContract, { query }),
  wage: (leaderId: number) => api.call(wage.getWageSettingsContract, { params: { leaderId } }),
  setWage: (userId: number, percentWagePerPassenger: number, maxAlowedWagePricePerPassenger: number) =>
    api.call(wage.setWageSettingsContract, {
      body: { userId, wageSettings: { percentWagePerPassenger, maxAlowedWagePricePerPassenger } },
    }),
};

/** The lists' .xlsx exports. */
export const moneyExports = {
  refunds: refunds.refundsExportContract,
  operatorCheckouts: wallet.operatorCheckoutsExportContract,
  selfCheckouts: wallet.selfCheckoutsExportContract,
  charges: wallet.chargesExportContract,
  websitePayments: wallet.salesWebsiteExportContract,
  turnover: wallet.selfTurnoverExportContract,
  report: wallet.transactionReportExportContract,
};

/** The address of a list's .xlsx export with the list's filters (a plain download with the session cookie). */
export function exportHref(endpoint: (typeof moneyExports)[keyof typeof moneyExports], query: Query): string {
  const { Page: _page, PageSize: _size, ...filters } = query;
  return endpoint.path + buildQuery(filters);
}

/** The gateway page of a wallet charge (a redirect the browser follows). */
export const chargeHref = (amount: number) => urlOf(wallet.chargeRedirectContract, { params: { amount } });
