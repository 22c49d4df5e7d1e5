import { route } from "@/lib/http/route";
import { searchWebsitesContract } from "@/lib/websites/contracts";
import { searchSaleWebsites } from "@/lib/websites/operator-websites";

export const GET = route(searchWebsitesContract, ({ query }) => searchSaleWebsites(query));
