import { route } from "@/lib/http/route";
import { customDomainContract } from "@/lib/websites/contracts";
import { setCustomDomain } from "@/lib/websites/set-custom-domain";

export const PUT = route(customDomainContract, ({ caller, body }) => setCustomDomain(caller.userId, body.domain));
