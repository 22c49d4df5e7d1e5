// The public product as the pages receive it: GET /api/Product/{productId}'s answer (lib/products/contracts.ts).
import type { ResponseOf } from "@/lib/client/response-of";
import type { getProductContract } from "@/lib/products/contracts";

export type PublicProduct = ResponseOf<typeof getProductContract>;

export const STOCK_TEXT = { Available: "موجود", LimitedStock: "موجودی محدود", OutOfStock: "ناموجود" } as const;
