// The front door's page memo: a page Next let a shared cache keep, answered again for a second from its bytes,
// before Next. Next's own cache (lib/cache/) already keeps the page, but reaching it costs each answer Next's
// route resolution, its render pipeline's bookkeeping and an ETag over the body: 2.3–3.3 ms of CPU for a
// public page against 1.9–2.4 for /tariff, growing with the HTML (docs/public-pages.md, "Speed and weight").
// This is the micro-cache a proxy in front would be (Next has no hook for it), kept honest two ways:
// - a page is kept only while the process's tag records have not changed since it was asked of Next
//   (TagStore.changes: an edit on this instance, or one another instance published through Redis), so an
//   edit shows on the very next request, as without the memo;
// - and at most TTL_MS, so whatever Next would answer differently with time (a stale page regenerated, a
//   period that ended) is at most a second behind, the time in which two instances agree elsewhere.
// Only anonymous GET/HEAD of HTML pages, answered 200 with no cookie and a Cache-Control a shared cache may
// follow (none, as for a page Next prerendered, or s-maxage): what differs per person never gets here.
import type http from "node:http";
import { matchesEtag } from "@/lib/http/matches-etag";

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => unknown;

export interface PageMemoOptions {
  /** The tag store's change count (lib/cache/tag-store.ts), or undefined before the cache's stores exist. */
  changes: () => number | undefined;
  /** Requests that carry a sign-in (or ask for a preview) are never answered from, nor kept in, the memo. */
  personal: (headers: http.IncomingHttpHeaders) => boolean;
  ttlMs?: number;
  /** All kept bodies together, at most (the oldest go first). */
  maxBytes?: number;
  /** One page's body, at most: a larger one is never kept. */
  maxEntryBytes?: number;
  now?: () => number;
  /** Each answer's outcome: `hit` from the memo, `miss` asked of Next (kept or not). */
  count?: (result: "hit" | "miss") => void;
}

interface Kept {
  headers: http.OutgoingHttpHeaders;
  body: Buffer;
  etag: string | undefined;
  keptAt: number;
  changes: number;
}

export const PAGE_MEMO_TTL_MS = 1_000;
/** What a kept page costs beyond its body (its key, headers and the map's slot), so that empty bodies count too. */
const ENTRY_OVERHEAD_BYTES = 1024;
const sizeOf = (entry: Kept) => entry.body.length + ENTRY_OVERHEAD_BYTES;
const MAX_BYTES = 16 * 1024 * 1024;
const MAX_ENTRY_BYTES = 512 * 1024;

/** Headers Node writes for each answer itself, or that belong to one connection. */
const NOT_KEPT = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-length"]);

/** Request headers under which Next answers something else than the page's HTML (RSC, data, server actions, ranges). */
const OTHER_ANSWERS = [
  "rsc",
  "next-router-state-tree",
  "next-router-prefetch",
  "next-action",
  "x-nextjs-data",
  "range",
];

function memoKey(req: http.IncomingMessage): string | null {
  if ((req.method !== "GET" && req.method !== "HEAD") || !req.url?.startsWith("/")) return null;
  if (/^\/(api|_next)(\/|$|\?)/i.test(req.url)) return null;
  if (OTHER_ANSWERS.some((name) => req.headers[name] !== undefined)) return null;
  return `${(req.headers.host ?? "").toLowerCase()} ${req.url} ${req.headers["accept-encoding"] ?? ""}`;
}

/** Whether Next's answer is the page's shared HTML: what a shared cache in front could keep. */
function keepable(res: http.ServerResponse): boolean {
  if (res.statusCode !== 200 || res.hasHeader("set-cookie")) return false;
  if (!/^text\/html\b/i.test(String(res.getHeader("content-type") ?? ""))) return false;
  if (/^stale$/i.test(String(res.getHeader("x-nextjs-cache") ?? ""))) return false;
  const control = res.getHeader("cache-control");
  if (control === undefined) return true;
  return /\bs-maxage=\d+/i.test(String(control)) && !/\b(private|no-store|no-cache)\b/i.test(String(control));
}

/**
 * Records what Next writes into `res` (status and headers through the response's own API, the body as it is
 * written): the instance's write/end/writeHead are wrapped as compression middleware wraps them.
 */
function recordAnswer(res: http.ServerResponse, maxBytes: number, onDone: (body: Buffer) => void) {
  const chunks: Buffer[] = [];
  let size = 0;
  let overflow = false;
  const take = (chunk: unknown, encoding?: unknown) => {
    if (overflow || chunk === undefined || chunk === null || typeof chunk === "function") return;
    // Only a page's HTML is ever kept: a file, a feed or a download is not copied on its way out.
    if (size === 0 && !/^text\/html\b/i.test(String(res.getHeader("content-type") ?? "")))
      return void (overflow = true);
    try {
      const bytes =
        typeof chunk === "string"
          ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
          : Buffer.from(chunk as Uint8Array);
      size += bytes.length;
      if (size > maxBytes) {
        overflow = true;
        chunks.length = 0;
      } else chunks.push(bytes);
    } catch {
      overflow = true; // a chunk of a kind not read here: the answer goes out, unkept
      chunks.length = 0;
    }
  };
  const { write, end, writeHead } = res;
  res.writeHead = function (this: http.ServerResponse, ...args: unknown[]) {
    // Headers given to writeHead alone never reach getHeaders(): put them there first. Raw header lists stay as given.
    const at = args.findIndex((arg, i) => i > 0 && arg && typeof arg === "object");
    const headers = at > 0 ? (args[at] as http.OutgoingHttpHeaders | unknown[]) : undefined;
    if (!headers || Array.isArray(headers)) {
      if (headers) overflow = true;
      return (writeHead as (...a: unknown[]) => http.ServerResponse).apply(this, args);
    }
    for (const [name, value] of Object.entries(headers)) if (value !== undefined) this.setHeader(name, value);
    return (writeHead as (...a: unknown[]) => http.ServerResponse).apply(this, args.slice(0, at));
  } as typeof res.writeHead;
  res.write = function (this: http.ServerResponse, chunk: unknown, ...rest: unknown[]) {
    take(chunk, rest[0]);
    return (write as (...a: unknown[]) => boolean).apply(this, [chunk, ...rest]);
  } as typeof res.write;
  res.end = function (this: http.ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    take(chunk, rest[0]);
    return (end as (...a: unknown[]) => http.ServerResponse).apply(this, [chunk, ...rest]);
  } as typeof res.end;
  res.once("finish", () => {
    if (!overflow) onDone(Buffer.concat(chunks, size));
  });
}

function answerKept(req: http.IncomingMessage, res: http.ServerResponse, kept: Kept) {
  const headers = { ...kept.headers };
  // Served from a cache: Next's own word for it, whatever the answer that filled the memo said.
  if (headers["x-nextjs-cache"] !== undefined) headers["x-nextjs-cache"] = "HIT";
  const ifNoneMatch = req.headers["if-none-match"];
  if (kept.etag && matchesEtag(ifNoneMatch ?? null, kept.etag)) {
    delete headers["content-type"];
    res.writeHead(304, headers);
    res.end();
    return;
  }
  headers["content-length"] = kept.body.length;
  res.writeHead(200, headers);
  res.end(req.method === "HEAD" ? undefined : kept.body);
}

/** A request handler in front of `next` that answers kept pages from the memo and keeps what qualifies. */
export function memoizePages(next: Handler, options: PageMemoOptions): Handler {
  const {
    changes,
    personal,
    ttlMs = PAGE_MEMO_TTL_MS,
    maxBytes = MAX_BYTES,
    maxEntryBytes = MAX_ENTRY_BYTES,
    now = Date.now,
    count = () => {},
  } = options;
  const kept = new Map<string, Kept>();
  let keptBytes = 0;
  const drop = (key: string) => {
    const entry = kept.get(key);
    if (!entry) return;
    kept.delete(key);
    keptBytes -= sizeOf(entry);
  };

  return (req, res) => {
    const key = memoKey(req);
    if (key === null || personal(req.headers)) return next(req, res);
    const entry = kept.get(key);
    const version = changes();
    if (entry && entry.changes === version && now() - entry.keptAt < ttlMs) {
      count("hit");
      return answerKept(req, res, entry);
    }
    drop(key);
    count("miss");
    // The change count before Next answers: an edit while it renders makes the kept page a miss at once.
    if (req.method === "GET" && version !== undefined) {
      const askedAt = now();
      recordAnswer(res, maxEntryBytes, (body) => {
        if (!keepable(res)) return;
        const headers = res.getHeaders();
        for (const name of NOT_KEPT) delete headers[name];
        drop(key);
        const entry: Kept = { headers, body, etag: headers.etag?.toString(), keptAt: askedAt, changes: version };
        kept.set(key, entry);
        keptBytes += sizeOf(entry);
        // Oldest first (a Map keeps insertion order): past the bound, or past their second.
        for (const [oldKey, old] of kept) {
          if (keptBytes <= maxBytes && now() - old.keptAt < ttlMs) break;
          drop(oldKey);
        }
      });
    }
    return next(req, res);
  };
}
