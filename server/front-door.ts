// The one place a request passes before Next: the front door owns the HTTP server's socket events.
// In order, for each request:
// 1. drops whatever the client sent under the client-address stamp names (lib/http/client-address.ts);
// 2. refuses what Next cannot answer well, from the request's head alone (server/request-rules.ts):
//    a method the app or the route does not serve (405 + Allow), a declared body over the route's
//    limit (413), a body without a declared length (411) — before a byte of the body is read;
// 3. stamps the client's address (socket + TRUST_PROXY_HOPS) with this process's mark;
// 4. queues the request under its address: the fair dispatcher (server/fair-dispatcher.ts) takes the
//    queues round-robin, one request per address per turn of the event loop, so one address's flood
//    does not hold up another's page view (past its bounds, 429);
// 5. holds an anonymous request to its address's budget (lib/http/address-budget.ts; 429, as JSON or,
//    for a page navigation, a Persian page: server/answer-busy.ts);
// 6. hands the request to Next's request handler.
// CONNECT (Node hands it only to a "connect" listener) and verbs Node's parser does not know (a
// clientError HPE_INVALID_METHOD) get the same 405 written on the socket.
import type http from "node:http";
import type { Duplex } from "node:stream";
import type { AddressBudget, RequestKind } from "@/lib/http/address-budget";
import {
  CLIENT_ADDRESS_HEADER,
  CLIENT_MARK_HEADER,
  clientAddress,
  stampHeaders,
  UNKNOWN_CLIENT,
} from "@/lib/http/client-address";
import { HTTP_MESSAGES } from "@/lib/http/messages";
import { countRefusal } from "@/lib/metrics/count-refusal";
import { observeRequest, type RouteKind } from "@/lib/metrics/observe-request";
import { answerBusy } from "./answer-busy";
import { createFairDispatcher, type FairDispatcherOptions } from "./fair-dispatcher";
import { decideRequest, SERVED_METHODS, type RequestDecision, type RequestTable } from "./request-rules";

export interface FrontDoorOptions {
  /** Next's handler (app.getRequestHandler()), or a test's. */
  handle: (req: http.IncomingMessage, res: http.ServerResponse) => unknown;
  table: RequestTable;
  /** TRUST_PROXY_HOPS. */
  hops: number;
  /** This process's mark (HAMSAFAR_CLIENT_MARK). */
  mark: string;
  budget?: AddressBudget | null;
  /** The fair dispatcher's bounds (server/fair-dispatcher.ts); null hands each request over as it is read. */
  fair?: Pick<FairDispatcherOptions, "perAddress" | "total" | "sliceMs"> | null;
  /** Whether a request carries a valid sign-in (false at once without credentials): such requests are not budgeted. */
  signedIn?: (headers: http.IncomingHttpHeaders) => Promise<boolean> | false;
  log?: (line: string) => void;
}

/**
 * Files, the same bytes for everyone, several per page load (a site's home shows a photo per tour):
 * Next's build output, the tour page's islands script, uploaded photos. They take a turn, not time.
 */
const STATIC_FILES = /^\/(_next\/static|islands|uploads)\//;

/** What the budget counts a request as: Next's link prefetch and a browser's speculative load say so in a header. */
function kindOf(req: http.IncomingMessage): RequestKind {
  if (STATIC_FILES.test(req.url ?? "")) return "static";
  const { purpose, "sec-purpose": secPurpose, "next-router-prefetch": routerPrefetch } = req.headers;
  if (routerPrefetch || /prefetch/i.test(`${purpose ?? ""} ${secPurpose ?? ""}`)) return "prefetch";
  return "request";
}

/** The metrics' route kind: a few series, never the path. */
function routeKindOf(url: string): RouteKind {
  if (STATIC_FILES.test(url)) return "static";
  if (/^\/api(\/|$|\?)/i.test(url)) return "api";
  return url.startsWith("/") ? "page" : "other";
}

const REFUSAL_REASONS = { 405: "method", 411: "length_required", 413: "too_large" } as const;

/** How long the rest of a body is read (and dropped) after an answer that did not need it. */
const LINGER_MS = 10_000;

const CODES = { 405: "method_not_allowed", 411: "length_required", 413: "too_large" } as const;
const MESSAGES = {
  405: HTTP_MESSAGES.methodNotAllowed,
  411: HTTP_MESSAGES.lengthRequired,
  413: HTTP_MESSAGES.tooLarge,
} as const;

const errorJson = (status: 405 | 411 | 413) => JSON.stringify({ errors: [MESSAGES[status]], codes: [CODES[status]] });

/**
 * An answer sent before the request's body has all arrived (a refusal, a 401 to an upload): the rest is
 * read and dropped (Node does so once the answer ends), so the client, still sending, gets the answer
 * rather than a reset and the connection stays usable. A client still sending after LINGER_MS is cut off.
 */
function lingerAfterAnswer(req: http.IncomingMessage, res: http.ServerResponse) {
  res.once("finish", () => {
    if (req.complete) return;
    req.resume();
    const socket = req.socket;
    const timer = setTimeout(() => req.complete || socket.destroy(), LINGER_MS);
    timer.unref();
    req.once("end", () => clearTimeout(timer));
    socket.once("close", () => clearTimeout(timer));
  });
}

function refuse(req: http.IncomingMessage, res: http.ServerResponse, decision: RequestDecision & { status: number }) {
  const status = decision.status as 405 | 411 | 413;
  countRefusal(REFUSAL_REASONS[status]);
  const body = errorJson(status);
  const headers: http.OutgoingHttpHeaders = {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(body),
    "cache-control": "no-store",
  };
  if ("allow" in decision) headers.allow = decision.allow.join(", ");
  lingerAfterAnswer(req, res);
  res.writeHead(status, headers);
  res.end(req.method === "HEAD" ? undefined : body);
}

/** The 405 on a bare socket (CONNECT, a verb the HTTP parser refuses). */
function refuseOnSocket(socket: Duplex) {
  if (!socket.writable) return void socket.destroy();
  countRefusal(REFUSAL_REASONS[405]);
  const body = errorJson(405);
  socket.end(
    `HTTP/1.1 405 Method Not Allowed\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nallow: ${SERVED_METHODS.join(", ")}\r\nconnection: close\r\n\r\n${body}`,
  );
}

/** Puts the front door on `server`: its request, connect and clientError listeners. */
export function openFrontDoor(server: http.Server, options: FrontDoorOptions) {
  const { handle, table, hops, mark, budget = null, fair = null, signedIn = () => false, log = console.log } = options;
  const dispatcher =
    fair && createFairDispatcher({ ...fair, onError: (error) => log(`[front-door] ${String(error)}`) });
  let hinted = false;
  // Sockets with an answer under way: a parse error on them ends the socket rather than writing into that answer.
  const answering = new WeakSet<Duplex>();

  const pass = (req: http.IncomingMessage, res: http.ServerResponse) => {
    // A route may answer before reading the body (401 to an upload): the client must still get it.
    if (Number(req.headers["content-length"]) > 0) lingerAfterAnswer(req, res);
    void handle(req, res);
  };

  server.on("request", (req: http.IncomingMessage, res: http.ServerResponse) => {
    answering.add(req.socket);
    // One "close" listener per answer runs every cleanup: Next adds its own, and past ten Node warns of a leak.
    // A cleanup added once the answer has closed (the client left during the sign-in check) runs at once.
    const onClose: Array<() => void> = [() => answering.delete(req.socket)];
    let closed = false;
    res.once("close", () => {
      closed = true;
      onClose.forEach((cleanup) => cleanup());
    });
    const whenClosed = (cleanup: () => void) => (closed ? cleanup() : void onClose.push(cleanup));
    const started = performance.now();
    const kind = routeKindOf(req.url ?? "");
    res.once("finish", () => observeRequest(kind, res.statusCode, (performance.now() - started) / 1000));
    delete req.headers[CLIENT_ADDRESS_HEADER];
    delete req.headers[CLIENT_MARK_HEADER];
    const decision = decideRequest(table, req);
    if (decision.status) return refuse(req, res, decision);
    const address = clientAddress({
      forwardedFor: req.headers["x-forwarded-for"],
      socketAddress: req.socket.remoteAddress,
      hops,
    });
    if (address) Object.assign(req.headers, stampHeaders(address, mark));
    if (hops === 0 && req.headers["x-forwarded-for"] && !hinted) {
      hinted = true;
      log(
        `[client-address] a request carries X-Forwarded-For, which TRUST_PROXY_HOPS=0 ignores: behind a proxy, set TRUST_PROXY_HOPS, or every visitor shares the proxy's address (its rate limits and its budget of requests at once)`,
      );
    }
    // One machine, whichever loopback family it connected through (localhost may be either).
    const key = address === "::1" ? "127.0.0.1" : (address ?? UNKNOWN_CLIENT);
    const proceed = () => {
      if (!budget) return pass(req, res);
      const admit = () => {
        const withdraw = budget.admit(
          key,
          (done) => {
            whenClosed(done); // answered, or the client went away
            pass(req, res);
          },
          (retryAfter) => {
            countRefusal("address_budget");
            lingerAfterAnswer(req, res);
            answerBusy(req, res, retryAfter);
          },
          kindOf(req),
        );
        whenClosed(withdraw); // a client that leaves while waiting gives up its place
      };
      const signIn = signedIn(req.headers);
      if (signIn) signIn.then((yes) => (yes ? pass(req, res) : admit()), admit);
      else admit();
    };
    if (!dispatcher) return proceed();
    // Signed-in requests queue too: the order costs them nothing, and their address's flood cannot pass them.
    const withdraw = dispatcher.enqueue(key, () => {
      try {
        proceed();
      } catch (error) {
        log(`[front-door] ${String(error)}`);
        if (res.headersSent) return void res.destroy();
        const body = JSON.stringify({ errors: [HTTP_MESSAGES.server] });
        res.writeHead(500, {
          "content-type": "application/json; charset=utf-8",
          "content-length": Buffer.byteLength(body),
        });
        res.end(body);
      }
    });
    if (!withdraw) {
      countRefusal("fair_queue");
      lingerAfterAnswer(req, res);
      return answerBusy(req, res, 1);
    }
    whenClosed(withdraw); // a client that leaves while queued gives up its place
  });

  server.on("connect", (_req: http.IncomingMessage, socket: Duplex) => refuseOnSocket(socket));

  // A clientError listener replaces Node's own answer to a request it could not parse: the same
  // answers as Node's (431, 408, 400), and the 405 for a verb the parser does not know.
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === "ECONNRESET" || !socket.writable || answering.has(socket)) return void socket.destroy();
    if (error.code === "HPE_INVALID_METHOD") return refuseOnSocket(socket);
    const status =
      error.code === "HPE_HEADER_OVERFLOW"
        ? "431 Request Header Fields Too Large"
        : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
          ? "408 Request Timeout"
          : "400 Bad Request";
    socket.end(`HTTP/1.1 ${status}\r\nconnection: close\r\ncontent-length: 0\r\n\r\n`);
  });
}
