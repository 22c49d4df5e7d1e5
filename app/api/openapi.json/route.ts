import { builtOnce } from "@/lib/http/built-once";
import { buildOpenApiDocument, openApiDocumentSchema } from "@/lib/http/openapi";
import { route } from "@/lib/http/route";
import { routeModules } from "../route-index";

// Built on the first request of each instance, then served as the same bytes (lib/http/built-once.ts).
const serve = builtOnce("application/json; charset=utf-8", async () =>
  JSON.stringify(await buildOpenApiDocument(routeModules), (_key, value) => (typeof value === "bigint" ? Number(value) : value)),
);

export const GET = route(
  { method: "GET", path: "/api/openapi.json", summary: "OpenAPI 3.1 document of this API", tags: ["docs"], access: "public", response: openApiDocumentSchema },
  ({ req }) => serve(req),
);
