import { affiliateSearchContract } from "@/lib/affiliates/contracts";
import { searchAffiliateTours } from "@/lib/affiliates/search-affiliate-tours";
import { route } from "@/lib/http/route";

export const GET = route(affiliateSearchContract, ({ caller, query }) => searchAffiliateTours(caller.userId, query));
