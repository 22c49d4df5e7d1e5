// Persian labels of the money lists, shared by the pages and the .xlsx exports.
export const TRANSACTION_TYPE_LABELS: Record<string, string> = {
  ActivateWebsite: "فعال‌سازی وب‌سایت",
  RenewalWebsite: "تمدید وب‌سایت",
  OnlineSales: "فروش آنلاین",
  Checkout: "تسویه",
  CreditCharge: "شارژ کیف پول",
  SellerCommission: "پورسانت فروشنده",
  ChangeOfCredit: "تغییر اعتبار",
  OfflineSalesCommission: "کارمزد فروش آفلاین",
  CostOfGroupSMS: "هزینه پیامک گروهی",
  RefundCancellation: "استرداد لغو",
  BankRefundCommission: "کارمزد بانکی استرداد",
  CardToCardSales: "فروش کارت به کارت",
  RefundCancellationRequest: "درخواست استرداد",
  CommissionReturn: "برگشت کارمزد",
  InitialCredit: "اعتبار اولیه",
  RefundSellerCommission: "برگشت پورسانت فروشنده",
  OwnerAmountFromRefund: "سهم برگزارکننده از استرداد",
  RefundSellerCommissionToOwner: "برگشت پورسانت فروشنده به برگزارکننده",
  PaymentFromCredit: "پرداخت از اعتبار",
  OwnerAmountFromSales: "سهم برگزارکننده از فروش",
  PlatformCommission: "کارمزد پلتفرم",
  CreditPurchase: "خرید اعتباری",
  InstallmentPayment: "پرداخت قسط",
};

export const typeLabel = (type: string) => TRANSACTION_TYPE_LABELS[type] ?? type;

export const CHECKOUT_STATUS_LABELS: Record<string, string> = {
  InProcess: "در حال بررسی",
  Paid: "پرداخت شده",
  Deleted: "حذف شده (بازگشت به کیف پول)",
};

export const CHARGE_STATUS_LABELS: Record<string, string> = {
  Pending: "در انتظار پرداخت",
  Confirmed: "موفق",
  Rejected: "ناموفق",
};

export const BILL_STATUS_LABELS: Record<string, string> = {
  Pending: "در انتظار پرداخت",
  Paid: "پرداخت شده",
  Cancelled: "لغو شده",
  Expired: "منقضی شده",
};

export const REFUND_STATE_LABELS: Record<string, string> = {
  TourLeaderPending: "در انتظار برگزارکننده",
  OperatorPending: "در انتظار پشتیبانی",
  ProcessedByTourLeader: "پرداخت شده توسط برگزارکننده",
  ProcessedByOperator: "پرداخت شده توسط پشتیبانی",
};
