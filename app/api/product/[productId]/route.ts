import { route } from "@/lib/http/route";
import { getProductContract, updateProductContract } from "@/lib/products/contracts";
import { getProduct } from "@/lib/products/get-product";
import { updateProduct } from "@/lib/products/update-product";

export const GET = route(getProductContract, ({ params }) => getProduct(params.productId));
export const PUT = route(updateProductContract, ({ caller, params, body }) =>
  updateProduct(caller.userId, params.productId, body),
);
