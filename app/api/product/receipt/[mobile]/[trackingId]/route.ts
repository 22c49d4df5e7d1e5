import { route } from "@/lib/http/route";
import { productReceiptContract } from "@/lib/products/contracts";
import { getProductReceipt } from "@/lib/products/get-product-receipt";

export const GET = route(productReceiptContract, ({ params }) => getProductReceipt(params.mobile, params.trackingId));
