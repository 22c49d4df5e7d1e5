// The public product as the pages receive it (JSON: ISO dates, toman as numbers).
import type { Product } from "@/components/product-dashboard/product-api";

export type PublicProduct = Product & { leader: { id: number; name: string } };

export const STOCK_TEXT = { Available: "موجود", LimitedStock: "موجودی محدود", OutOfStock: "ناموجود" } as const;
