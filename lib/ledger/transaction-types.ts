// Ledger transaction types: the spec's transaction type names (doc 3 §3 "Wallet, charge, checkout,
// transaction"), so that reports and filters speak the same words as the product.
export const TRANSACTION_TYPES = [
  "ActivateWebsite",
  "RenewalWebsite",
  "OnlineSales",
  "Checkout",
  "CreditCharge",
  "SellerCommission",
  "ChangeOfCredit",
  "OfflineSalesCommission",
  "CostOfGroupSMS",
  "RefundCancellation",
  "BankRefundCommission",
  "CardToCardSales",
  "RefundCancellationRequest",
  "CommissionReturn",
  "InitialCredit",
  "RefundSellerCommission",
  "OwnerAmountFromRefund",
  "RefundSellerCommissionToOwner",
  "PaymentFromCredit",
  "OwnerAmountFromSales",
  "PlatformCommission",
  "CreditPurchase",
  // A further installment of a ticket sold in installments (docs/installments.md); the down payment is the ticket's own sale.
  "InstallmentPayment",
] as const;

export type TransactionType = (typeof TRANSACTION_TYPES)[number];
