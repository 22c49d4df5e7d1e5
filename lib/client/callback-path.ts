/**
 * A callbackUrl is followed only when it is a path on this site: '/x' yes; '//host', '/\host',
 * absolute URLs and the login page itself no (open-redirect and loop guard).
 */
export function safeCallbackPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  if (/^\/auth\/login(?:[/?#]|$)/i.test(value)) return null;
  return value;
}
