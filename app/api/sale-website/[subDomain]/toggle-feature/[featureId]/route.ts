import { route } from "@/lib/http/route";
import { toggleFeatureContract } from "@/lib/websites/contracts";
import { toggleWebsiteFeature } from "@/lib/websites/operator-changes";

// The spec's {userId}: Next allows one dynamic folder name per level, so it shares [subDomain].
export const POST = route(toggleFeatureContract, ({ params }) =>
  toggleWebsiteFeature(params.subDomain, params.featureId),
);
