import { route } from "@/lib/http/route";
import { toggleScriptContract } from "@/lib/websites/contracts";
import { toggleScriptStatus } from "@/lib/websites/operator-changes";

export const PUT = route(toggleScriptContract, ({ params, query }) =>
  toggleScriptStatus(params.ownerId, query.element),
);
