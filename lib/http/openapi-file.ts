import "server-only";
// Where the build leaves the OpenAPI document (scripts/openapi-document.ts), and the answers that serve it.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { env } from "@/lib/config/env";
import { renderApiReference } from "./api-reference";
import { builtOnce } from "./built-once";
import { ApiError } from "./errors";
import type { buildOpenApiDocument } from "./openapi";

/** `<distDir>/openapi.json`: every instance serves the document of the build it runs. */
export function openApiDocumentFile(): string {
  return path.resolve(process.cwd(), env.NEXT_DIST_DIR, "openapi.json");
}

const MISSING = "سند OpenAPI هنوز ساخته نشده است: npm run build آن را می‌سازد.";

async function readDocument(): Promise<string> {
  try {
    const file = openApiDocumentFile();
    // Read at run time from the build's own output: nothing for the bundler to trace.
    return await readFile(/* turbopackIgnore: true */ file, "utf8");
  } catch {
    // `next dev` before any build: nothing to serve yet (the next request looks again).
    throw new ApiError(503, [MISSING], "server_busy");
  }
}

export const serveOpenApiJson = builtOnce("application/json; charset=utf-8", readDocument);
export const serveApiReference = builtOnce("text/html; charset=utf-8", async () =>
  renderApiReference(JSON.parse(await readDocument()) as Awaited<ReturnType<typeof buildOpenApiDocument>>),
);
