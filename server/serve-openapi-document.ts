// GET/HEAD /api/openapi.json in production, before Next: the document the build wrote
// (`<distDir>/openapi.json`, 2.4 MB) compressed once per process, gzip and brotli, and each answer picks
// its stored bytes by Accept-Encoding (Vary: Accept-Encoding) with an ETag per encoding (304 on a match).
// Next cannot serve it so: it drops a route's own Content-Encoding and compresses every answer again
// (7–28 ms of CPU each for this document). The route (app/api/openapi.json/route.ts) stays the contract
// and answers under next dev, or when the file is missing. Every instance compresses its own copy at
// start (brotli quality 9 and gzip level 9 in libuv's pool: ~1 s of CPU), so nothing is shared.
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import type http from "node:http";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { API_SECURITY_HEADERS } from "@/lib/http/api-security-headers";
import { chooseEncoding, type StoredEncoding } from "@/lib/http/choose-encoding";
import { matchesEtag } from "@/lib/http/matches-etag";

const PATH = "/api/openapi.json";
/** As the route's own answer (lib/http/built-once.ts): clients keep it an hour, then ask with the ETag. */
const CACHE_CONTROL = "public, max-age=3600";

interface Stored {
  body: Buffer;
  etag: string;
}

async function compressOnce(file: string): Promise<Record<StoredEncoding, Stored>> {
  const identity = await readFile(file);
  const tag = createHash("sha256").update(identity).digest("base64url").slice(0, 27);
  const [br, gz] = await Promise.all([
    promisify(brotliCompress)(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    promisify(gzip)(identity, { level: 9 }),
  ]);
  return {
    identity: { body: identity, etag: `"${tag}"` },
    gzip: { body: gz, etag: `"${tag}-gz"` },
    br: { body: br, etag: `"${tag}-br"` },
  };
}

/**
 * A request handler in front of `next`: answers the OpenAPI document from the bytes compressed once and
 * hands every other request (and this one, while the file is missing) to `next`.
 */
export function serveOpenApiDocument(
  file: string,
  next: (req: http.IncomingMessage, res: http.ServerResponse) => unknown,
): (req: http.IncomingMessage, res: http.ServerResponse) => unknown {
  let stored: Promise<Record<StoredEncoding, Stored> | null> = compressOnce(file).catch(() => null);
  return (req, res) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !isDocumentPath(req.url)) return next(req, res);
    return stored.then((encodings) => {
      if (!encodings) {
        stored = compressOnce(file).catch(() => null); // built since? the next request finds it
        return next(req, res);
      }
      const encoding = chooseEncoding(req.headers["accept-encoding"]) ?? "identity";
      const { body, etag } = encodings[encoding];
      const headers: http.OutgoingHttpHeaders = {
        ...API_SECURITY_HEADERS,
        etag,
        "cache-control": CACHE_CONTROL,
        vary: "Accept-Encoding",
      };
      if (matchesEtag(req.headers["if-none-match"] ?? null, etag)) {
        res.writeHead(304, headers);
        return void res.end();
      }
      res.writeHead(200, {
        ...headers,
        "content-type": "application/json; charset=utf-8",
        "content-length": body.length,
        ...(encoding === "identity" ? {} : { "content-encoding": encoding }),
      });
      res.end(req.method === "HEAD" ? undefined : body);
    });
  };
}

function isDocumentPath(url: string | undefined): boolean {
  if (!url) return false;
  const query = url.indexOf("?");
  return (query < 0 ? url : url.slice(0, query)).toLowerCase() === PATH;
}
