import { checkReadiness } from "@/lib/health/check-readiness";
import { jsonResponse, route } from "@/lib/http/route";
import { readyContract } from "@/lib/health/contracts";

export const GET = route(readyContract, async () =>
  jsonResponse(await checkReadiness(), { headers: { "cache-control": "no-store" } }),
);
