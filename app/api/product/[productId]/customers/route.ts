import { route } from "@/lib/http/route";
import { productCustomersContract } from "@/lib/products/contracts";
import { listProductCustomers } from "@/lib/products/list-product-customers";

export const GET = route(productCustomersContract, ({ caller, params, query }) =>
  listProductCustomers(caller.userId, params.productId, query),
);
