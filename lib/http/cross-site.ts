// CSRF defence for calls authenticated by the session cookie (browsers attach it to cross-site
// requests of the same site, e.g. from a sale website on a sub-domain, and SameSite=Lax does not
// cover same-site sub-domains). A state-changing call (POST, PUT, PATCH, DELETE) with the cookie must
//  - declare application/json or multipart/form-data when it has a body type (a cross-site form can
//    send text/plain or urlencoded without a preflight; JSON cannot), and
//  - come from this site: Sec-Fetch-Site "same-origin" when the browser sends it, else an Origin
//    that is this site's (the request's own origin or PUBLIC_URL's).
// Bearer-token calls never reach this check (a token is not sent by a browser on its own).
import type { NextRequest } from "next/server";
import { env } from "@/lib/config/env";
import { ApiError } from "./errors";
import { HTTP_MESSAGES } from "./messages";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
export const CROSS_SITE_MESSAGE = "این درخواست از بیرون همسفر فرستاده شده و پذیرفته نشد.";

/** The origins a cookie-authenticated call may come from. */
function siteOrigins(req: NextRequest): Set<string> {
  const origins = new Set<string>([req.nextUrl.origin.toLowerCase()]);
  try {
    origins.add(new URL(env.publicUrl).origin.toLowerCase());
  } catch {
    /* PUBLIC_URL is validated at start; a broken one only narrows the set */
  }
  const host = req.headers.get("x-forwarded-host") ?? req.headers.get("host");
  const proto = req.headers.get("x-forwarded-proto") ?? req.nextUrl.protocol.replace(/:$/, "");
  if (host) origins.add(`${proto}://${host}`.toLowerCase());
  return origins;
}

/** Null when this cookie-authenticated call may go on; otherwise the error that refuses it. */
export function crossSiteRefusal(req: NextRequest): ApiError | null {
  if (!STATE_CHANGING.has(req.method.toUpperCase())) return null;
  const type = req.headers.get("content-type");
  if (type && !/^\s*(application\/json|multipart\/form-data)\s*(;|$)/i.test(type)) {
    return new ApiError(415, [HTTP_MESSAGES.unsupportedMedia], "unsupported_media_type");
  }
  const site = req.headers.get("sec-fetch-site");
  if (site) return site.toLowerCase() === "same-origin" ? null : new ApiError(403, [CROSS_SITE_MESSAGE], "cross_site");
  const origin = req.headers.get("origin");
  if (origin && siteOrigins(req).has(origin.toLowerCase())) return null;
  return new ApiError(403, [CROSS_SITE_MESSAGE], "cross_site");
}
