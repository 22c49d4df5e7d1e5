// Whether a raw request carries a sign-in this server issued (a valid bearer token, or a session
// cookie holding one), checked from its headers alone, before Next sees it: the per-address budget
// (lib/http/address-budget.ts, applied by server/front-door.ts) leaves signed-in people alone — an office of leaders behind one
// address — while a made-up header buys nothing. Signature and expiry only; whether the account is
// still allowed is for the route (lib/auth/caller.ts).
import type { IncomingHttpHeaders } from "node:http";
import { sessionApiToken, SESSION_COOKIES } from "./session-token";
import { verifyToken } from "./tokens";

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at > 0 && part.slice(0, at).trim() === name) return decodeURIComponent(part.slice(at + 1).trim());
  }
  return undefined;
}

/** False at once for a request without credentials (no work); otherwise whether they verify. */
export function carriesSignIn(headers: IncomingHttpHeaders): Promise<boolean> | false {
  const bearer = /^Bearer\s+(\S+)$/i.exec(headers.authorization ?? "")?.[1];
  if (bearer) return verifyToken(bearer).then(Boolean);
  if (!SESSION_COOKIES.some((name) => headers.cookie?.includes(name))) return false;
  return sessionApiToken((name) => cookieValue(headers.cookie, name)).then(
    async (token) => !!token && !!(await verifyToken(token)),
  );
}

/** Next's preview and draft modes: the page is rendered for this person, past the cache. */
const PREVIEW_COOKIES = ["__prerender_bypass", "__next_preview_data"];

/** Whether a request carries credentials or a preview cookie at all, unverified: no work, and no false "no". */
export function carriesCredentials(headers: IncomingHttpHeaders): boolean {
  if (headers.authorization) return true;
  const cookie = headers.cookie;
  return !!cookie && [...SESSION_COOKIES, ...PREVIEW_COOKIES].some((name) => cookie.includes(name));
}
