import { serveApiReference } from "@/lib/http/openapi-file";
import { route } from "@/lib/http/route";

// A readable page of the document the build wrote (scripts/openapi-document.ts).
export const GET = route(
  {
    method: "GET",
    path: "/api/docs",
    summary: "راهنمای خوانای API",
    tags: ["docs"],
    access: "public",
    produces: "html",
    errors: [],
  },
  ({ req }) => serveApiReference(req),
);
