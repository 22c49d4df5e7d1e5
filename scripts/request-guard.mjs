// What the server answers before Next sees a request (`node --import ./scripts/request-guard.mjs next start`;
// scripts/start.ts does it). Next cannot answer these itself: a method outside the Fetch standard
// (TRACE, CONNECT, odd verbs) makes it fail with its HTML 500 page, a method a route does not export
// gets an empty 405, and every request body is buffered for proxy.ts before any route sees it.
//
// - A method the app does not serve, or one an API route does not export: 405, the JSON error body
//   and an `Allow` header. CONNECT and verbs Node's parser does not know (FOO) never reach a request
//   handler: they are answered on the socket the same way.
// - A body larger than its route's limit (API routes: from their contracts; pages: server actions'
//   1 MB): 413 from Content-Length, before a byte is read. A chunked body is counted as it arrives:
//   past the limit nothing more is passed on, the request is marked cut, and the route wrapper
//   (lib/http/route.ts) answers 413 for it. A chunked body to a page or to a route not behind the
//   wrapper is refused up front (411), since nothing there could answer the cut.
//
// The per-route table is <distDir>/request-limits.json, written after each build by
// scripts/request-limits.ts. Without it (next dev before a build) only the global caps apply.
import http from "node:http";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** The header naming a request whose body this hook counts; the route wrapper looks the name up in CUT_REQUESTS. */
export const REQUEST_ID_HEADER = "x-hamsafar-request";
/** Requests whose body was cut at their limit (shared with lib/http/body-cut.ts through globalThis). */
export const CUT_REQUESTS = Symbol.for("hamsafar.cutRequests");
/** Methods the app serves at all; anything else is 405 everywhere. */
export const SERVED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
const PAGE_METHODS = ["GET", "HEAD", "POST", "OPTIONS"];
/** Without the table: the largest body any route takes (a multipart upload). */
const FALLBACK_API_LIMIT = 10 * 1024 * 1024;
/** An API path no route serves: proxy.ts answers 404, after at most this much body. */
const UNKNOWN_API_LIMIT = 64 * 1024;
const FALLBACK = {
  messages: {
    methodNotAllowed: "این نوع درخواست (متد HTTP) برای این نشانی پشتیبانی نمی‌شود.",
    tooLarge: "حجم درخواست بیش از حد مجاز است.",
    lengthRequired: "بدنه این درخواست باید با اندازه مشخص (Content-Length) فرستاده شود.",
  },
  pageBodyLimit: 1024 * 1024,
  routes: {},
};

/** "/api/tour/[tourId]/photos" → a case-insensitive matcher; fixed segments rank before parameters (as Next does). */
function compile(folder) {
  const parts = folder.split("/").filter(Boolean);
  const source = parts
    .map((part) =>
      /^\[\.\.\..+\]$/.test(part)
        ? "(?:/[^/]+)+"
        : /^\[.+\]$/.test(part)
          ? "/[^/]+"
          : `/${part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`,
    )
    .join("");
  const rank = parts.map((part) => (part.startsWith("[...") ? "2" : part.startsWith("[") ? "1" : "0")).join("");
  return { folder, pattern: new RegExp(`^${source}/?$`, "i"), rank };
}

export function loadTable(file) {
  const table = file && existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : FALLBACK;
  const matchers = Object.keys(table.routes)
    .map(compile)
    .sort((a, b) => a.rank.localeCompare(b.rank));
  return {
    ...table,
    fallback: table === FALLBACK,
    find(pathname) {
      const hit = matchers.find((m) => m.pattern.test(pathname));
      return hit ? table.routes[hit.folder] : undefined;
    },
  };
}

const isApi = (pathname) => /^\/api(\/|$)/i.test(pathname);

/** What the methods a target accepts are called in `Allow`. */
function allowOf(route, api) {
  if (!route) return api ? SERVED_METHODS : PAGE_METHODS;
  const methods = Object.keys(route.methods);
  if (methods.includes("GET")) methods.push("HEAD");
  return [...new Set([...methods, "OPTIONS"])];
}

/**
 * The decision for a request's head: `{ status, allow? }` to refuse it, `{ limit, counted }` to let it
 * through with a body limit (`counted`: a chunked body may be cut, the wrapper answers it).
 */
export function decide(table, { method, url, headers }) {
  const pathname = (url ?? "/").split("?")[0];
  const api = isApi(pathname);
  const route = api ? table.find(pathname) : undefined;
  const allow = allowOf(route, api);
  if (!(api ? SERVED_METHODS : PAGE_METHODS).includes(method)) return { status: 405, allow };
  if (
    route &&
    method !== "OPTIONS" &&
    !(method === "HEAD" && route.methods.GET !== undefined) &&
    route.methods[method] === undefined
  )
    return { status: 405, allow };
  const limit = route
    ? (route.methods[method] ?? 0)
    : api
      ? table.fallback
        ? FALLBACK_API_LIMIT
        : UNKNOWN_API_LIMIT
      : table.pageBodyLimit;
  const declared = headers["content-length"];
  if (declared !== undefined) return Number(declared) > limit ? { status: 413 } : { limit, counted: false };
  if (headers["transfer-encoding"] === undefined) return { limit, counted: false };
  if (!route?.guarded && !(api && table.fallback)) return { status: 411 };
  return { limit, counted: true };
}

function errorJson(message, code) {
  return JSON.stringify({ errors: [message], codes: [code] });
}

const CODES = { 405: "method_not_allowed", 411: "length_required", 413: "too_large" };
function messageOf(table, status) {
  return status === 405
    ? table.messages.methodNotAllowed
    : status === 411
      ? table.messages.lengthRequired
      : table.messages.tooLarge;
}

function refuse(table, req, res, decision) {
  const body = errorJson(messageOf(table, decision.status), CODES[decision.status]);
  const headers = {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(body),
    "cache-control": "no-store",
  };
  if (decision.allow) headers.allow = decision.allow.join(", ");
  // A refused body is not waited for: the connection ends after the answer (lingering, below).
  if (decision.status !== 405) headers.connection = "close";
  lingerAfterAnswer(req);
  res.writeHead(decision.status, headers);
  res.end(body);
}

/** How long the rest of a refused body is read (and dropped) after the answer, so the client can read it. */
const LINGER_MS = 10_000;

/**
 * An answer sent before the request's body has all arrived: closing the connection at once (Node
 * does for a client that asked to close) would make the kernel reset it while the client still
 * sends, and the client could lose the answer. Instead the server only half-closes, keeps reading
 * (and dropping) the rest of the body, and closes when the client does or after LINGER_MS.
 */
function lingerAfterAnswer(req) {
  const socket = req.socket;
  if (!socket) return;
  socket.__hamsafarRequest = req;
  if (socket.__hamsafarLinger) return;
  socket.__hamsafarLinger = true;
  const destroySoon = socket.destroySoon;
  socket.destroySoon = function () {
    if (this.__hamsafarRequest.complete) return destroySoon.call(this);
    if (this.writable) this.end();
    const timer = setTimeout(() => this.destroy(), LINGER_MS);
    timer.unref();
    this.once("close", () => clearTimeout(timer));
  };
}

/** The same answer on a bare socket (CONNECT, a verb the HTTP parser refuses). */
function refuseOnSocket(table, socket) {
  if (!socket.writable) return socket.destroy();
  const body = errorJson(table.messages.methodNotAllowed, "method_not_allowed");
  socket.end(
    `HTTP/1.1 405 Method Not Allowed\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nallow: ${SERVED_METHODS.join(", ")}\r\nconnection: close\r\n\r\n${body}`,
  );
}

let nextId = 0;

/** Counts a chunked body as the parser hands it over; past `limit` nothing more reaches Next. */
function countBody(req, res, limit, id) {
  const cut = (globalThis[CUT_REQUESTS] ??= new Set());
  const push = req.push;
  let received = 0;
  let over = false;
  req.push = function (chunk, encoding) {
    if (chunk === null) return push.call(this, chunk, encoding);
    if (over) return true; // dropped as it comes: memory does not grow with the body
    received += chunk.length;
    if (received <= limit) return push.call(this, chunk, encoding);
    over = true;
    cut.add(id);
    res.once("close", () => cut.delete(id));
    // What came so far ends here (the wrapper answers 413 for it). The message itself is not complete:
    // left to autoDestroy, the ended stream would destroy the socket before the answer is written.
    this._readableState.autoDestroy = false;
    return push.call(this, null);
  };
}

export function installRequestGuard(file = path.resolve(process.env.NEXT_DIST_DIR ?? ".next", "request-limits.json")) {
  const proto = http.Server.prototype;
  if (proto.__hamsafarRequestGuard) return;
  let table;
  const current = () => (table ??= loadTable(file));
  const emit = proto.emit;
  proto.emit = function (event, ...args) {
    if (event === "request") {
      const [req, res] = args;
      delete req.headers[REQUEST_ID_HEADER];
      const decision = decide(current(), req);
      if (decision.status) {
        refuse(current(), req, res, decision);
        return true;
      }
      if (decision.counted) {
        const id = `${process.pid}-${++nextId}`;
        req.headers[REQUEST_ID_HEADER] = id;
        countBody(req, res, decision.limit, id);
      }
      // A route may answer before reading the body (401 to an upload): the client must still get it.
      if (decision.counted || Number(req.headers["content-length"]) > 0) lingerAfterAnswer(req);
    } else if (event === "connection" && this.listenerCount("connect") === 0) {
      // Node hands a CONNECT only to a "connect" listener (without one it drops the connection).
      this.on("connect", (_req, socket) => refuseOnSocket(current(), socket));
    } else if (event === "clientError" && args[0]?.code === "HPE_INVALID_METHOD") {
      refuseOnSocket(current(), args[1]);
      return true;
    }
    return emit.call(this, event, ...args);
  };
  proto.__hamsafarRequestGuard = true;
}

if (process.env.HAMSAFAR_REQUEST_GUARD !== "0") installRequestGuard();
