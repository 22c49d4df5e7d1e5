import { buildOpenApiDocument, openApiDocumentSchema } from "@/lib/http/openapi";
import { route } from "@/lib/http/route";
import { routeModules } from "../route-index";

export const GET = route(
  { method: "GET", path: "/api/openapi.json", summary: "OpenAPI 3.1 document of this API", tags: ["docs"], access: "public", response: openApiDocumentSchema },
  () => buildOpenApiDocument(routeModules),
);
