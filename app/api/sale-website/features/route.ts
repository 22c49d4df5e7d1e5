import { route } from "@/lib/http/route";
import { featuresContract } from "@/lib/websites/contracts";
import { WEBSITE_FEATURES } from "@/lib/websites/features";

export const GET = route(featuresContract, () => WEBSITE_FEATURES);
