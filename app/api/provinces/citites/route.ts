import { route, jsonResponse } from "@/lib/http/route";
import { listAllCitiesContract, REFERENCE_CACHE, TAGS_CACHE } from "@/lib/reference/contracts";
import { listAllCities } from "@/lib/reference/list-reference";

export const GET = route(listAllCitiesContract, async ({ query }) =>
  jsonResponse(await listAllCities({ includeTags: query.includeTags }), {
    headers: { "cache-control": query.includeTags ? TAGS_CACHE : REFERENCE_CACHE },
  }),
);
