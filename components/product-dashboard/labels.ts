// Persian labels of the product screens.
export const STOCK_LABELS = { Available: "موجود", LimitedStock: "موجودی محدود", OutOfStock: "ناموجود" } as const;
export { ORDER_STATUS_LABELS, PAYMENT_LABELS } from "@/lib/products/labels";

/** What the product list says after the form saved (components/dashboard/saved-notice.tsx). */
export const PRODUCT_SAVED = { created: "محصول اضافه شد.", edited: "محصول ویرایش شد." } as const;
