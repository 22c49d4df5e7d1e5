import { route, jsonResponse } from "@/lib/http/route";
import { listProvincesContract, REFERENCE_CACHE } from "@/lib/reference/contracts";
import { listProvinces } from "@/lib/reference/list-reference";

export const GET = route(listProvincesContract, async () =>
  jsonResponse(await listProvinces(), { headers: { "cache-control": REFERENCE_CACHE } }),
);
