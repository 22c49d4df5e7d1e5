// The client's address for rate limits, decided by this server process itself where the socket is
// known, whatever started it (`npm start`, a bare `next start`, a container's own entry point):
// instrumentation.ts's register() installs the stamp on Node's HTTP server, and the app trusts an
// address only when it carries this process's secret mark. Next keeps a client's own headers
// untouched, so without the mark the app could not tell a stamped address from a forged one.
//
// TRUST_PROXY_HOPS (default 0) is the number of reverse proxies in front of the app that append to
// X-Forwarded-For. 0: the socket's address, whatever the headers say. N: the address the N-th proxy
// from us saw, i.e. the N-th entry from the right of "X-Forwarded-For, socket"; entries further left
// were written by the client and are never read.
import { randomBytes, timingSafeEqual } from "node:crypto";
import http from "node:http";
import type { AddressBudget } from "./address-budget";
import { HTTP_MESSAGES } from "./messages";

export const CLIENT_ADDRESS_HEADER = "x-hamsafar-client-address";
export const CLIENT_MARK_HEADER = "x-hamsafar-client-mark";
/** The one bucket every request shares whose address this process did not stamp (fail closed). */
export const UNKNOWN_CLIENT = "unknown";

interface HookState {
  /** Random per process: a client cannot send it, so a request carrying it was stamped here. */
  mark: string;
  installed: boolean;
  warned: boolean;
  /** Whether the hint about an X-Forwarded-For that TRUST_PROXY_HOPS=0 ignores was logged. */
  hinted?: boolean;
}

// On globalThis: Next bundles instrumentation.ts and the route handlers apart, each with its own
// copy of this module, and both must see one mark.
const STATE_KEY = Symbol.for("hamsafar.client-address");
function state(): HookState {
  const holder = globalThis as { [STATE_KEY]?: HookState };
  return (holder[STATE_KEY] ??= { mark: randomBytes(24).toString("base64url"), installed: false, warned: false });
}

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

/** The stamp a request carries once this process decided its address (also what tests send). */
export function stampHeaders(address: string): Record<string, string> {
  return { [CLIENT_ADDRESS_HEADER]: address, [CLIENT_MARK_HEADER]: state().mark };
}

/**
 * Files, the same bytes for everyone, several per page load (a site's home shows a photo per tour):
 * Next's build output, the tour page's islands script, uploaded photos. They take a turn, not a token.
 */
const STATIC_FILES = /^\/(_next\/static|islands|uploads)\//;

/** The 429's body: the same bytes for every refusal, which must cost next to nothing. */
const BUSY_BODY = JSON.stringify({ errors: [HTTP_MESSAGES.addressBusy], codes: ["too_many_requests"] });

/** A request of an address past its budget (lib/http/address-budget.ts): 429 before Next sees it. */
function answerBusy(res: http.ServerResponse, retryAfterSeconds: number) {
  if (res.headersSent || res.destroyed) return;
  // An unread request body is read and dropped by Node once the answer ends; the connection stays usable.
  res.writeHead(429, {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(BUSY_BODY),
    "cache-control": "no-store",
    "retry-after": String(retryAfterSeconds),
  });
  res.end(BUSY_BODY);
}

/**
 * Makes every HTTP server of this process stamp each request: whatever a client sent under the two
 * header names is dropped, then the address (socket + TRUST_PROXY_HOPS) and the mark are set. With a
 * budget, the request then reaches Next only within its address's budget (unstamped ones share the
 * bucket UNKNOWN_CLIENT); static files take a turn but no token. Patching the prototype reaches the server Next created before this ran.
 */
export function installClientAddressHook(
  hops: number,
  options: {
    budget?: AddressBudget | null;
    /** Whether a request carries a valid sign-in (false at once without credentials): such requests are not budgeted. */
    signedIn?: (headers: http.IncomingHttpHeaders) => Promise<boolean> | false;
    log?: (line: string) => void;
  } = {},
) {
  const { budget = null, signedIn = () => false, log = console.log } = options;
  const current = state();
  if (current.installed) return;
  const proto = http.Server.prototype as http.Server & {
    emit: (event: string | symbol, ...args: unknown[]) => boolean;
  };
  const emit = proto.emit;
  proto.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    const req = args[0] as http.IncomingMessage | undefined;
    if (event === "request" && req?.headers) {
      delete req.headers[CLIENT_ADDRESS_HEADER];
      delete req.headers[CLIENT_MARK_HEADER];
      const address = clientAddress({
        forwardedFor: req.headers["x-forwarded-for"],
        socketAddress: req.socket?.remoteAddress,
        hops,
      });
      if (address) Object.assign(req.headers, stampHeaders(address));
      if (hops === 0 && req.headers["x-forwarded-for"] && !current.hinted) {
        current.hinted = true;
        log(
          `[client-address] a request carries X-Forwarded-For, which TRUST_PROXY_HOPS=0 ignores: behind a proxy, set TRUST_PROXY_HOPS, or every visitor shares the proxy's address (its rate limits and its budget of requests at once)`,
        );
      }
      if (budget) {
        const res = args[1] as http.ServerResponse;
        const admit = () => {
          const withdraw = budget.admit(
            address ?? UNKNOWN_CLIENT,
            (done) => {
              res.once("close", done); // answered, or the client went away
              emit.call(this, event, ...args);
            },
            (retryAfter) => answerBusy(res, retryAfter),
            !STATIC_FILES.test(req.url ?? ""),
          );
          res.once("close", withdraw); // a client that leaves while waiting gives up its place
        };
        const signIn = signedIn(req.headers);
        if (signIn) signIn.then((yes) => (yes ? emit.call(this, event, ...args) : admit()), admit);
        else admit();
        return true;
      }
    }
    return emit.call(this, event, ...args);
  };
  current.installed = true;
  log(
    hops === 0
      ? "[client-address] rate limits use the socket's address (TRUST_PROXY_HOPS=0: X-Forwarded-For is not read)"
      : `[client-address] rate limits use the address ${hops} trusted prox${hops === 1 ? "y" : "ies"} saw (TRUST_PROXY_HOPS=${hops}: the ${hops}. entry from the right of X-Forwarded-For + socket)`,
  );
}

function sameMark(sent: string | null, mark: string) {
  if (!sent) return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(mark);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The client's address as this process stamped it, or UNKNOWN_CLIENT when the request carries no
 * valid stamp (the hook is not installed, or the socket had no address): such requests all share one
 * bucket, so an unstamped request can never pick its own. Logged once per process.
 */
export function clientIp(headers: Headers): string {
  const current = state();
  const address = headers.get(CLIENT_ADDRESS_HEADER)?.trim();
  if (address && sameMark(headers.get(CLIENT_MARK_HEADER), current.mark)) return address.slice(0, 64);
  if (!current.warned) {
    current.warned = true;
    console.warn(
      `[client-address] a request without this server's address stamp: such requests share one rate-limit bucket ("${UNKNOWN_CLIENT}")${current.installed ? "" : " — the stamp is not installed in this process (instrumentation.ts)"}`,
    );
  }
  return UNKNOWN_CLIENT;
}
