import "server-only";
// A body derived from the code alone (the OpenAPI document, its readable page): each instance builds
// it once, on its first request, and then serves the same bytes like a static file: a strong ETag
// (a conditional request is answered 304 with no body), a cache lifetime, and the gzip form made
// once, so neither the build (every route module imported, every schema converted) nor the
// compression is paid per request. A new deployment is a new process: it builds the body again.
import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";

/** Clients and proxies keep the body an hour, then revalidate it with its ETag. */
export const BUILT_ONCE_CACHE_CONTROL = "public, max-age=3600";

interface Built {
  body: Buffer;
  gzip: Buffer;
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

/** Whether an Accept-Encoding header takes gzip (not refused with `q=0`). */
export function acceptsGzip(acceptEncoding: string | null): boolean {
  return (acceptEncoding ?? "").split(",").some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (name.trim() !== "gzip" && name.trim() !== "*") return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    return !q || Number(q.slice(2)) > 0;
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
        return { body, gzip: gzipSync(body, { level: 9 }), etag };
      },
      (error: unknown) => {
        built = null;
        throw error;
      },
    );
    return built;
  };
  return async (req) => {
    const { body, gzip, etag } = await get();
    const headers: Record<string, string> = { etag, "cache-control": BUILT_ONCE_CACHE_CONTROL, vary: "accept-encoding" };
    if (matchesEtag(req.headers.get("if-none-match"), etag)) return new Response(null, { status: 304, headers });
    const gzipped = acceptsGzip(req.headers.get("accept-encoding"));
    // A body that is already encoded is left alone by the server's own compression.
    const bytes = gzipped ? gzip : body;
    return new Response(new Uint8Array(bytes), {
      headers: { ...headers, "content-type": contentType, "content-length": String(bytes.length), ...(gzipped ? { "content-encoding": "gzip" } : {}) },
    });
  };
}
