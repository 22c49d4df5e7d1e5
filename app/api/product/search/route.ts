import { route } from "@/lib/http/route";
import { searchProductsContract } from "@/lib/products/contracts";
import { searchProducts } from "@/lib/products/search-products";

export const GET = route(searchProductsContract, ({ caller, query }) => searchProducts(caller.userId, query));
