import { route } from "@/lib/http/route";
import { publicSiteContract } from "@/lib/websites/contracts";
import { getPublicSite } from "@/lib/websites/get-public-site";

export const GET = route(publicSiteContract, ({ params }) => getPublicSite(params.subDomainOrDomain));
