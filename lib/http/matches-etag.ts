// Conditional requests of the answers whose bytes are fixed (the OpenAPI document, live places): no
// "server-only", the server entry (server/serve-openapi-document.ts) uses it too.

/** Whether an If-None-Match header names this ETag (a list, a weak form, or `*`). */
export function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || t === etag || t === `W/${etag}`;
  });
}
