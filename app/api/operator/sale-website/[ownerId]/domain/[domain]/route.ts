import { route } from "@/lib/http/route";
import { setDomainContract } from "@/lib/websites/contracts";
import { setWebsiteDomain } from "@/lib/websites/operator-changes";

export const PUT = route(setDomainContract, ({ params }) => setWebsiteDomain(params.ownerId, params.domain));
