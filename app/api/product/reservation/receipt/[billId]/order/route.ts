import { route } from "@/lib/http/route";
import { productReceiptByBillContract } from "@/lib/products/contracts";
import { getProductReceiptByBill } from "@/lib/products/get-product-receipt";

export const GET = route(productReceiptByBillContract, ({ params, query }) =>
  getProductReceiptByBill(params.billId, query.receipt),
);
