import { route } from "@/lib/http/route";
import { publicByDomainContract } from "@/lib/websites/contracts";
import { getPublicSiteByDomain } from "@/lib/websites/get-public-site";

export const GET = route(publicByDomainContract, ({ params }) => getPublicSiteByDomain(params.domain));
