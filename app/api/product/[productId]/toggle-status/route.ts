import { route } from "@/lib/http/route";
import { toggleProductContract } from "@/lib/products/contracts";
import { toggleProductStatus } from "@/lib/products/toggle-product-status";

export const PUT = route(toggleProductContract, ({ caller, params }) =>
  toggleProductStatus(caller.userId, params.productId),
);
