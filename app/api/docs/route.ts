import { renderApiReference } from "@/lib/http/api-reference";
import { buildOpenApiDocument } from "@/lib/http/openapi";
import { route } from "@/lib/http/route";
import { routeModules } from "../route-index";

export const GET = route(
  { method: "GET", path: "/api/docs", summary: "Readable API reference", tags: ["docs"], access: "public", produces: "html" },
  async () =>
    new Response(renderApiReference(await buildOpenApiDocument(routeModules)), { headers: { "content-type": "text/html; charset=utf-8" } }),
);
