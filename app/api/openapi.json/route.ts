import { openApiDocumentSchema } from "@/lib/http/openapi";
import { serveOpenApiJson } from "@/lib/http/openapi-file";
import { route } from "@/lib/http/route";

// The document the build wrote from the contracts (scripts/openapi-document.ts), served as the same bytes.
export const GET = route(
  {
    method: "GET",
    path: "/api/openapi.json",
    summary: "سند OpenAPI 3.1 این API",
    tags: ["docs"],
    access: "public",
    response: openApiDocumentSchema,
    errors: [],
  },
  ({ req }) => serveOpenApiJson(req),
);
