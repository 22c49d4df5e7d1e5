// The client's address for rate limits, decided by the front door (server/front-door.ts), which owns
// the socket: it drops whatever a client sent under the two stamp header names, then sets the address
// and this process's mark. The mark is a random value the front door puts in HAMSAFAR_CLIENT_MARK
// before Next loads (server/main.ts), so Next's bundles read it from the environment: the app trusts
// an address only when it carries that mark, since Next keeps a client's own headers untouched.
//
// TRUST_PROXY_HOPS (default 0) is the number of reverse proxies in front of the app that append to
// X-Forwarded-For. 0: the socket's address, whatever the headers say. N: the address the N-th proxy
// from us saw, i.e. the N-th entry from the right of "X-Forwarded-For, socket"; entries further left
// were written by the client and are never read.
import { randomBytes, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/config/env";

export const CLIENT_ADDRESS_HEADER = "x-hamsafar-client-address";
export const CLIENT_MARK_HEADER = "x-hamsafar-client-mark";
/** The one bucket every request shares whose address this process did not stamp (fail closed). */
export const UNKNOWN_CLIENT = "unknown";

/**
 * Without the front door (vitest, a bare `next start`) no mark is set: this module's copy makes one up,
 * which no client can send, so unstamped requests land in UNKNOWN_CLIENT; tests stamp with stampHeaders().
 */
const localMark = randomBytes(24).toString("base64url");
let warned = false;
const currentMark = () => env.HAMSAFAR_CLIENT_MARK ?? localMark;

/** "::ffff:10.0.0.1" → "10.0.0.1"; trims; at most 64 characters. */
function tidy(address: string | undefined) {
  return String(address ?? "")
    .trim()
    .replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, "$1")
    .slice(0, 64);
}

export function clientAddress(input: {
  forwardedFor?: string | string[] | null;
  socketAddress?: string | null;
  hops?: number;
}): string | null {
  const { forwardedFor, socketAddress, hops = 0 } = input;
  // Without a socket address nothing to its left can be placed: unknown.
  if (!socketAddress) return null;
  const listed = (Array.isArray(forwardedFor) ? forwardedFor.join(",") : (forwardedFor ?? ""))
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chain = [...listed, socketAddress];
  const index = Math.max(0, chain.length - 1 - Math.max(0, Math.floor(hops)));
  return tidy(chain[index]) || null;
}

/** The stamp a request carries once the front door decided its address (also what tests send). */
export function stampHeaders(address: string, mark: string = currentMark()): Record<string, string> {
  return { [CLIENT_ADDRESS_HEADER]: address, [CLIENT_MARK_HEADER]: mark };
}

function sameMark(sent: string | null, mark: string) {
  if (!sent) return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(mark);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The client's address as the front door stamped it, or UNKNOWN_CLIENT when the request carries no
 * valid stamp (the process was not started through the front door, or the socket had no address): such requests all share one
 * bucket, so an unstamped request can never pick its own. Logged once per process.
 */
export function clientIp(headers: Headers): string {
  const address = headers.get(CLIENT_ADDRESS_HEADER)?.trim();
  if (address && sameMark(headers.get(CLIENT_MARK_HEADER), currentMark())) return address.slice(0, 64);
  if (!warned) {
    warned = true;
    console.warn(
      `[client-address] a request without this server's address stamp: such requests share one rate-limit bucket ("${UNKNOWN_CLIENT}")${env.HAMSAFAR_CLIENT_MARK ? "" : " — this process was not started through the front door (server/main.ts)"}`,
    );
  }
  return UNKNOWN_CLIENT;
}
