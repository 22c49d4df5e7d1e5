import "server-only";
// A body derived from the code alone (the OpenAPI document, its readable page): each instance builds
// it once, on its first request, and then serves the same bytes like a static file: a strong ETag
// (a conditional request is answered 304 with no body) and a cache lifetime, so the build (every route
// module imported, every schema converted) is not paid per request. A new deployment is a new process:
// it builds the body again. Compression is left to the server (Next drops a route's own
// Content-Encoding and gzips again: ~5 ms for the 1 MB document, against ~250 ms for building it).
import { createHash } from "node:crypto";

/** Clients and proxies keep the body an hour, then revalidate it with its ETag. */
export const BUILT_ONCE_CACHE_CONTROL = "public, max-age=3600";

interface Built {
  body: Buffer;
  etag: string;
}

/** Whether an If-None-Match header names this ETag (a list, a weak form, or `*`). */
export function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || t === etag || t === `W/${etag}`;
  });
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
