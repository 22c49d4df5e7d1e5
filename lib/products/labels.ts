// Persian labels of a product order, for the buyers' screen and its Excel export.
export const ORDER_STATUS_LABELS = { Pending: "در انتظار پرداخت", Paid: "پرداخت شده", Released: "لغو شده" } as const;
export const PAYMENT_LABELS: Record<string, string> = { Online: "آنلاین", C2C: "کارت به کارت" };
