// The client's address, decided once per request where the socket is known, and handed to the app
// in one header that no client can set: `node --import ./scripts/client-address.mjs next start`
// (scripts/start.ts does it). Next itself keeps a client's own X-Forwarded-For untouched, so the app
// could not tell a forged first hop from a real one without this.
//
// TRUST_PROXY_HOPS (default 0) is the number of reverse proxies in front of the app that append to
// X-Forwarded-For. 0: the socket's address, whatever the headers say. N: the address the N-th proxy
// from us saw, i.e. the N-th entry from the right of "X-Forwarded-For, socket"; entries further left
// were written by the client and are never trusted.
import http from "node:http";

export const CLIENT_ADDRESS_HEADER = "x-hamsafar-client-address";

/** "::ffff:10.0.0.1" → "10.0.0.1"; trims; at most 64 characters. */
function tidy(address) {
  const value = String(address ?? "").trim().replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, "$1");
  return value.slice(0, 64);
}

/** @param {{ forwardedFor?: string | string[] | null, socketAddress?: string | null, hops?: number }} input */
export function clientAddress({ forwardedFor, socketAddress, hops = 0 }) {
  const listed = (Array.isArray(forwardedFor) ? forwardedFor.join(",") : (forwardedFor ?? ""))
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chain = [...listed, socketAddress ?? ""];
  const index = Math.max(0, chain.length - 1 - Math.max(0, Math.floor(hops)));
  return tidy(chain[index]) || null;
}

export function trustedHops(value = process.env.TRUST_PROXY_HOPS) {
  const hops = Number(value ?? 0);
  return Number.isInteger(hops) && hops >= 0 ? hops : 0;
}

/** Makes every HTTP server of this process stamp the client address on each request. */
export function installClientAddressHook() {
  const proto = http.Server.prototype;
  if (proto.__hamsafarClientAddress) return;
  const emit = proto.emit;
  proto.emit = function (event, req, ...rest) {
    if (event === "request" && req && req.headers) {
      delete req.headers[CLIENT_ADDRESS_HEADER];
      const address = clientAddress({ forwardedFor: req.headers["x-forwarded-for"], socketAddress: req.socket?.remoteAddress, hops: trustedHops() });
      if (address) req.headers[CLIENT_ADDRESS_HEADER] = address;
    }
    return emit.call(this, event, req, ...rest);
  };
  proto.__hamsafarClientAddress = true;
}

if (process.env.HAMSAFAR_CLIENT_ADDRESS_HOOK !== "0") installClientAddressHook();
