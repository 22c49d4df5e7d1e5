/**
 * The client's address for rate limits: the header the server's client-address hook
 * (scripts/client-address.mjs, loaded by `npm start`) sets from the socket and TRUST_PROXY_HOPS,
 * replacing whatever a client sent under that name. X-Forwarded-For and X-Real-IP are not read
 * here: their first hops are whatever the client wrote. Null only outside that server (tests that
 * do not set it), where such calls share one bucket.
 */
export const CLIENT_ADDRESS_HEADER = "x-hamsafar-client-address";

export function clientIp(headers: Headers): string | null {
  const address = headers.get(CLIENT_ADDRESS_HEADER)?.trim();
  return address ? address.slice(0, 64) : null;
}
