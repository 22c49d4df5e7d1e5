import { route } from "@/lib/http/route";
import { productCustomersExportContract } from "@/lib/products/contracts";
import { exportProductCustomers } from "@/lib/products/export-product-customers";

export const GET = route(productCustomersExportContract, ({ caller, params }) =>
  exportProductCustomers(caller.userId, params.productId),
);
