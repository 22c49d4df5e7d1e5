import { getAffiliateContract } from "@/lib/affiliates/contracts";
import { getAffiliateDetail } from "@/lib/affiliates/get-affiliate-detail";
import { route } from "@/lib/http/route";

export const GET = route(getAffiliateContract, ({ params }) => getAffiliateDetail(params.id));
