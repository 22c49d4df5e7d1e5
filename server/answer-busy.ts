// The answer to a request refused by the per-address budget (429 with Retry-After). An API call or a
// fetch gets the JSON error every call answers with; a page navigation (a person typing, clicking or
// reloading) gets a small Persian page that says what happened and loads the page again by itself once
// Retry-After has passed, so a person never lands on raw JSON. The brand is Hamsafar's: which sale
// website a host belongs to is known only from the database, and a refusal must cost next to nothing.
// A declined link prefetch of Next's router is answered 204 (no content): the router treats an answer that
// is not its own flight data as "no prefetch" and tries again later (segment-cache/cache.js, fetchPrefetchResponse
// → rejectRouteCacheEntry), and Chromium logs every 4xx, even a prefetch's, as a console error.
import type http from "node:http";
import { toPersianDigits } from "@/lib/format/digits";
import { HTTP_MESSAGES } from "@/lib/http/messages";

const BUSY_JSON = JSON.stringify({ errors: [HTTP_MESSAGES.addressBusy], codes: ["too_many_requests"] });

/** A navigation, not a script's request: the browser says so (Sec-Fetch-Mode), or an old one asks for HTML first. */
function isNavigation(req: http.IncomingMessage) {
  const mode = req.headers["sec-fetch-mode"];
  if (mode) return mode === "navigate";
  return /^\s*text\/html/i.test(req.headers.accept ?? "");
}

function busyPage(retryAfterSeconds: number, reload: boolean) {
  const seconds = toPersianDigits(retryAfterSeconds);
  return `<!doctype html>
<html lang="fa" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
${reload ? `<meta http-equiv="refresh" content="${retryAfterSeconds}">` : ""}<meta name="robots" content="noindex">
<title>همسفر — چند لحظه صبر کنید</title>
<style>body{margin:0;font-family:Vazirmatn,Tahoma,sans-serif;background:#f6f7f9;color:#1f2937;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border-radius:12px;padding:2rem;max-width:28rem;margin:1rem;box-shadow:0 1px 4px #0002;text-align:center;line-height:1.9}
h1{font-size:1.25rem;color:#0f766e;margin:0 0 1rem}a{color:#0f766e}</style></head>
<body><main><h1>همسفر</h1><p>${HTTP_MESSAGES.addressBusy}</p>
${reload ? `<p>این صفحه تا ${seconds} ثانیه دیگر دوباره باز می‌شود.</p>` : ""}<p><a href="">دوباره تلاش کنید</a></p></main></body></html>
`;
}

export function answerBusy(req: http.IncomingMessage, res: http.ServerResponse, retryAfterSeconds: number) {
  if (res.headersSent || res.destroyed) return;
  if (req.headers["next-router-prefetch"]) {
    res.writeHead(204, { "cache-control": "no-store", "retry-after": String(retryAfterSeconds) });
    return void res.end();
  }
  const page = isNavigation(req);
  // A refused form post is not sent again by itself: the person decides (the link reloads the page).
  const body = page ? busyPage(retryAfterSeconds, req.method === "GET" || req.method === "HEAD") : BUSY_JSON;
  res.writeHead(429, {
    "content-type": page ? "text/html; charset=utf-8" : "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(body),
    "cache-control": "no-store",
    "retry-after": String(retryAfterSeconds),
  });
  res.end(req.method === "HEAD" ? undefined : body);
}
