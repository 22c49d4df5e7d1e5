// The JavaScript a page ships to a phone, as served and gzipped (npm run bench, npm run bench:pages and
// tests/e2e/js-budget.spec.ts measure it the same way).
import { get as httpGet } from "node:http";
import { gzipSync } from "node:zlib";

export interface JsSize {
  /** Files a module-capable browser downloads (every <script src> but the nomodule ones). */
  files: number;
  raw: number;
  gzip: number;
  /** The `<script nomodule>` polyfills: only browsers without ES modules (none we support) download them. */
  nomoduleGzip: number;
  html: number;
}

/**
 * GET a URL's body, asked with another Host (a sale website's, e.g. kuhestan.localhost:3190): fetch() keeps the
 * URL's own Host and Node does not resolve *.localhost names, so a plain request carries the header.
 */
export function getAs(url: URL, host?: string): Promise<Buffer> {
  return getWithStatus(url, host).then((answer) => answer.body);
}

function getWithStatus(url: URL, host?: string): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers: host ? { host } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    }).on("error", reject);
  });
}

/** `import … from "./x.js"` and `import "./x.js"` of a bundled module (not `import("./x.js")`, loaded on demand). */
const STATIC_IMPORT = /\bimport\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;

/**
 * The JavaScript files a page loads and their sizes as served and gzipped: its \`<script src>\` tags and
 * \`<link rel="modulepreload">\`s, the
 * modules a \`<script type="module">\` imports statically (the tour page's islands script and its shared chunks;
 * its dynamic imports load on demand and are not counted), and the chunks its RSC payload names for the client
 * components it renders (the runtime loads those while hydrating, with no tag of their own).
 * \`<script nomodule>\` files are counted apart: a browser that runs modules (every browser Next supports)
 * skips them, so they are not part of what the page ships to a phone.
 */
export async function pageJs(path: string, base: string, host?: string): Promise<JsSize> {
  const page = await getWithStatus(new URL(path, base), host);
  // A 404 or an error page would be measured instead of the page: the caller named a page that is not there.
  if (page.status !== 200) throw new Error(`${host ?? base}${path} answered ${page.status}, not the page`);
  const html = page.body.toString("utf8");
  const nomodule = new Set(
    [...html.matchAll(/<script\b([^>]*)>/g)]
      .filter((m) => /\snomodule\b/i.test(m[1]))
      .map((m) => /\ssrc="([^"]+)"/.exec(m[1])?.[1])
      .filter((src): src is string => !!src)
      .map((src) => new URL(src, base).pathname),
  );
  const tagged = [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((m) => /\ssrc="([^"]+)"/.exec(m[1])?.[1])
    .filter((src): src is string => !!src);
  const sources = new Set(
    [...html.matchAll(/(?:\/_next\/)?(static\/chunks\/[\w%.~/-]+?\.js)/g)].map((m) => `/_next/${m[1]}`),
  );
  const preloaded = [...html.matchAll(/<link\b([^>]*)>/g)]
    .filter((m) => /\srel="modulepreload"/.test(m[1]))
    .map((m) => /\shref="([^"]+)"/.exec(m[1])?.[1])
    .filter((href): href is string => !!href);
  for (const src of [...tagged, ...preloaded, ...nomodule]) sources.add(new URL(src, base).pathname);
  const size: JsSize = { files: 0, raw: 0, gzip: 0, nomoduleGzip: 0, html: Buffer.byteLength(html) };
  // A Set grows while it is iterated: the static imports of each module are fetched in turn.
  for (const src of sources) {
    const bytes = await getAs(new URL(src, base), host);
    if (!src.startsWith("/_next/"))
      for (const m of bytes.toString("utf8").matchAll(STATIC_IMPORT))
        sources.add(new URL(m[1], new URL(src, base)).pathname);
    if (nomodule.has(src)) {
      size.nomoduleGzip += gzipSync(bytes).length;
      continue;
    }
    size.files += 1;
    size.raw += bytes.length;
    size.gzip += gzipSync(bytes).length;
  }
  return size;
}
