import { safeRedirectTarget } from "@/lib/http/safe-redirect";

const LOGIN_PAGE = /^\/auth\/login(?:[/?#]|$)/i;

/**
 * A callbackUrl is followed only when it resolves to a path on this site or to one of
 * `allowedOrigins` (the platform's own URL or an active sale website, found on the server by
 * lib/websites/redirect-target.ts): tab, newline, backslash, encoded, protocol-relative and
 * user-info tricks are refused (lib/http/safe-redirect.ts). Never the login page itself, on any
 * host (loop guard: a site's /auth/login leads back here).
 */
export function safeCallbackPath(
  value: string | null | undefined,
  allowedOrigins: readonly string[] = [],
): string | null {
  const target = safeRedirectTarget(value, { allowedOrigins });
  if (!target) return null;
  const pathname = target.startsWith("/") ? target : new URL(target).pathname;
  return LOGIN_PAGE.test(pathname) ? null : target;
}

/** True for an absolute address: the browser must leave the app's router to follow it. */
export const isAbsoluteTarget = (target: string) => !target.startsWith("/");
