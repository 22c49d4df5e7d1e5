import { renderApiReference } from "@/lib/http/api-reference";
import { builtOnce } from "@/lib/http/built-once";
import { buildOpenApiDocument } from "@/lib/http/openapi";
import { route } from "@/lib/http/route";
import { routeModules } from "../route-index";

// Built on the first request of each instance, then served as the same bytes (lib/http/built-once.ts).
const serve = builtOnce("text/html; charset=utf-8", async () => renderApiReference(await buildOpenApiDocument(routeModules)));

export const GET = route({ method: "GET", path: "/api/docs", summary: "Readable API reference", tags: ["docs"], access: "public", produces: "html" }, ({ req }) =>
  serve(req),
);
