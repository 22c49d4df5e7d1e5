// Persian labels of the product screens.
export const STOCK_LABELS = { Available: "موجود", LimitedStock: "موجودی محدود", OutOfStock: "ناموجود" } as const;
export const ORDER_STATUS_LABELS = { Pending: "در انتظار پرداخت", Paid: "پرداخت شده", Released: "لغو شده" } as const;
export const PAYMENT_LABELS: Record<string, string> = { Online: "آنلاین", C2C: "کارت به کارت" };

/** What the product list says after the form saved (components/dashboard/saved-notice.tsx). */
export const PRODUCT_SAVED = { created: "محصول اضافه شد.", edited: "محصول ویرایش شد." } as const;
