import { route, jsonResponse } from "@/lib/http/route";
import { listProvinceCitiesContract, REFERENCE_CACHE } from "@/lib/reference/contracts";
import { listProvinceCities } from "@/lib/reference/list-reference";

export const GET = route(listProvinceCitiesContract, async ({ params }) =>
  jsonResponse(await listProvinceCities(params.provinceId), { headers: { "cache-control": REFERENCE_CACHE } }),
);
