// The HTTP answer for a stored file. nosniff and a deny-all CSP keep a stored file from ever being
// run as a page, whatever its bytes.
import type { StoredFile } from "./storage";

export function fileResponse(file: StoredFile, cacheControl: string): Response {
  return new Response(new Uint8Array(file.bytes), {
    status: 200,
    headers: {
      "content-type": file.contentType,
      "content-length": String(file.bytes.length),
      "cache-control": cacheControl,
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; sandbox",
    },
  });
}

/** Keys of stored files are random per upload, so their content never changes. */
export const PUBLIC_FILE_CACHE = "public, max-age=31536000, immutable";
/** Identity documents are not kept in browser or proxy caches. */
export const PRIVATE_FILE_CACHE = "private, no-store";
