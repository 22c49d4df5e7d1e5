// What the front door (server/front-door.ts) decides from a request's head alone, before Next reads a
// byte of it: the method (405) and the body's declared size (413), from the table of every route
// folder's methods and limits that scripts/request-limits.ts writes to <distDir>/request-limits.json
// after each build. Without the table (next dev before a build) only the global caps apply.
import { existsSync, readFileSync } from "node:fs";

/** Methods the app serves at all; anything else is 405 everywhere. */
export const SERVED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
const PAGE_METHODS = ["GET", "HEAD", "POST", "OPTIONS"];
/** Without the table: the largest body any route takes (a multipart upload). */
const FALLBACK_API_LIMIT = 10 * 1024 * 1024;
/** An API path no route serves: proxy.ts answers 404, after at most this much body. */
const UNKNOWN_API_LIMIT = 64 * 1024;
const PAGE_BODY_LIMIT = 1024 * 1024;

interface TableFile {
  pageBodyLimit: number;
  /** "/api/tour/[tourId]/photos" → { methods: { POST: bytes, … } }. */
  routes: Record<string, { methods: Record<string, number> }>;
}

export interface RequestTable {
  pageBodyLimit: number;
  /** Whether this is the stand-in for a missing table (global caps only). */
  fallback: boolean;
  find(pathname: string): { methods: Record<string, number> } | undefined;
}

/** "/api/tour/[tourId]/photos" → a case-insensitive matcher; fixed segments rank before parameters (as Next does). */
function compile(folder: string) {
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

export function loadRequestTable(file: string | undefined): RequestTable {
  const present = !!file && existsSync(file);
  const table: TableFile = present
    ? JSON.parse(readFileSync(file, "utf8"))
    : { pageBodyLimit: PAGE_BODY_LIMIT, routes: {} };
  const matchers = Object.keys(table.routes)
    .map(compile)
    .sort((a, b) => a.rank.localeCompare(b.rank));
  return {
    pageBodyLimit: table.pageBodyLimit,
    fallback: !present,
    find(pathname) {
      const hit = matchers.find((m) => m.pattern.test(pathname));
      return hit ? table.routes[hit.folder] : undefined;
    },
  };
}

const isApi = (pathname: string) => /^\/api(\/|$)/i.test(pathname);

/** What the methods a target accepts are called in `Allow`. */
function allowOf(route: { methods: Record<string, number> } | undefined, api: boolean) {
  if (!route) return api ? SERVED_METHODS : PAGE_METHODS;
  const methods = Object.keys(route.methods);
  if (methods.includes("GET")) methods.push("HEAD");
  return [...new Set([...methods, "OPTIONS"])];
}

export type RequestDecision =
  { status: 405; allow: string[] } | { status: 411 | 413 } | { status?: undefined; limit: number };

/**
 * The decision for a request's head: `{ status, allow? }` to refuse it, `{ limit }` to let it through.
 * A body without a declared length (chunked) is refused 411 everywhere: its size could only be
 * enforced by reading it on Next's behalf, and browsers, the typed client and every form send a length.
 */
export function decideRequest(
  table: RequestTable,
  head: { method?: string; url?: string; headers: Record<string, string | string[] | undefined> },
): RequestDecision {
  const method = head.method ?? "GET";
  const pathname = (head.url ?? "/").split("?")[0];
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
  const declared = head.headers["content-length"];
  if (declared !== undefined) return Number(declared) > limit ? { status: 413 } : { limit };
  if (head.headers["transfer-encoding"] !== undefined) return { status: 411 };
  return { limit };
}
