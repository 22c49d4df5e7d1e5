import "server-only";
// A body derived from the code alone (the OpenAPI document, its readable page): each instance builds
// it once, on its first request, and then serves the same bytes like a static file: a strong ETag
// (a conditional request is answered 304 with no body) and a cache lifetime, so the build (every route
// module imported, every schema converted) is not paid per request. A new deployment is a new process:
// it builds the body again. Next drops a route's own Content-Encoding and compresses the answer again,
// so the OpenAPI document's production answer, compressed once, is served before Next
// (server/serve-openapi-document.ts); this responder serves it under next dev and the reference page.
import { createHash } from "node:crypto";
import { matchesEtag } from "./matches-etag";

/** Clients and proxies keep the body an hour, then revalidate it with its ETag. */
export const BUILT_ONCE_CACHE_CONTROL = "public, max-age=3600";

interface Built {
  body: Buffer;
  etag: string;
}

/**
 * A responder for a body built by `build` on first use; concurrent first requests share one build,
 * and a failed build is retried by the next request instead of being kept.
 */
export function builtOnce(contentType: string, build: () => Promise<string>): (req: Request) => Promise<Response> {
  let built: Promise<Built> | null = null;
  const get = () => {
    built ??= build().then(
      (text) => {
        const body = Buffer.from(text);
        const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
        return { body, etag };
      },
      (error: unknown) => {
        built = null;
        throw error;
      },
    );
    return built;
  };
  return async (req) => {
    const { body, etag } = await get();
    const headers: Record<string, string> = { etag, "cache-control": BUILT_ONCE_CACHE_CONTROL };
    if (matchesEtag(req.headers.get("if-none-match"), etag)) return new Response(null, { status: 304, headers });
    return new Response(new Uint8Array(body), { headers: { ...headers, "content-type": contentType } });
  };
}
