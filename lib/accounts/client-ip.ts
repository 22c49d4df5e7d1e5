/**
 * The client's address for rate limits: the first hop of X-Forwarded-For, else X-Real-IP, as the
 * reverse proxy in front of the app sets them. Null when neither is present (all such requests
 * share one bucket).
 */
export function clientIp(headers: Headers): string | null {
  const forwarded = headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  const ip = forwarded || headers.get("x-real-ip")?.trim();
  return ip ? ip.slice(0, 64) : null;
}
