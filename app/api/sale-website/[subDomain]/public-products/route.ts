import { route } from "@/lib/http/route";
import { publicProductsAliasContract } from "@/lib/websites/contracts";
import { listPublicProducts } from "@/lib/websites/list-public-products";

export const GET = route(publicProductsAliasContract, ({ params, query }) =>
  listPublicProducts(params.subDomain, query),
);
