import { route } from "@/lib/http/route";
import { publicProductsContract } from "@/lib/websites/contracts";
import { listPublicProducts } from "@/lib/websites/list-public-products";

// The spec's {userId}: it shares the [subDomain] folder (one dynamic name per level).
export const GET = route(publicProductsContract, ({ params, query }) => listPublicProducts(params.subDomain, query));
