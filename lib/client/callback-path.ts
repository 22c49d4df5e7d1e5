import { safeRedirectTarget } from "@/lib/http/safe-redirect";

/**
 * A callbackUrl is followed only when it resolves to a path on this site (lib/http/safe-redirect.ts:
 * tab, newline, backslash, encoded and protocol-relative tricks are refused), and never to the login
 * page itself (loop guard).
 */
export function safeCallbackPath(value: string | null | undefined): string | null {
  const path = safeRedirectTarget(value);
  if (!path || /^\/auth\/login(?:[/?#]|$)/i.test(path)) return null;
  return path;
}
