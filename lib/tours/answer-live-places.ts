import "server-only";
// The answer of GET /api/tour/{tourId}/places, made so that 1,000 readers of one tour cost little: the
// body carries a strong ETag (its hash), a reader that already holds it is answered 304 with no body,
// and a cache in front (a CDN, a proxy) may keep the answer for a second and serve it stale a second
// more while it asks again — the same age the server's own copy has (lib/tours/live-places.ts).
import { createHash } from "node:crypto";
import { matchesEtag } from "@/lib/http/matches-etag";
import { jsonResponse } from "@/lib/http/route";

export const LIVE_PLACES_CACHE_CONTROL = "public, max-age=1, stale-while-revalidate=1";

export function answerLivePlaces(req: Request, places: unknown): Response {
  const body = JSON.stringify(places);
  const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
  const headers = { etag, "cache-control": LIVE_PLACES_CACHE_CONTROL };
  if (matchesEtag(req.headers.get("if-none-match"), etag)) return new Response(null, { status: 304, headers });
  return jsonResponse(places, { headers });
}
