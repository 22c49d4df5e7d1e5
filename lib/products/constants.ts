// Figures of the products area (docs/products.md).

/** Units one order may ask for. */
export const MAX_ORDER_COUNT = 100;
/** Remaining units at or below which the product shows LimitedStock. */
export const LIMITED_STOCK_AT = 5;
/** Interactive transactions of an order: 200 buyers may queue on one product row. */
export const ORDER_TX = { maxWait: 30_000, timeout: 30_000 } as const;
