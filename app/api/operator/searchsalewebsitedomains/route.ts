import { route } from "@/lib/http/route";
import { searchDomainsContract } from "@/lib/websites/contracts";
import { searchSaleWebsiteDomains } from "@/lib/websites/operator-websites";

export const GET = route(searchDomainsContract, ({ query }) => searchSaleWebsiteDomains(query));
