// The XML of sitemaps (sitemaps.org 0.9): a part's <urlset> and the <sitemapindex> naming the
// parts, both with lastmod; pure, so the split and the dates are unit-tested without a server.
import { gunzipSync } from "node:zlib";

export interface SitemapEntry {
  path: string;
  /** ISO instant; omitted when unknown. */
  lastmod?: string | null;
}

const escapeXml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function entries(tag: "url" | "sitemap", origin: string, list: SitemapEntry[]): string {
  return list
    .map((e) => {
      const lastmod = e.lastmod ? `<lastmod>${escapeXml(e.lastmod)}</lastmod>` : "";
      return `  <${tag}><loc>${escapeXml(`${origin}${e.path}`)}</loc>${lastmod}</${tag}>`;
    })
    .join("\n");
}

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

/** `kind` "urlset": a part listing pages; "index": a sitemap index listing parts. */
export function sitemapXml(kind: "urlset" | "index", origin: string, list: SitemapEntry[]): string {
  if (kind === "urlset") return `${HEAD}<urlset ${NS}>\n${entries("url", origin, list)}\n</urlset>\n`;
  return `${HEAD}<sitemapindex ${NS}>\n${entries("sitemap", origin, list)}\n</sitemapindex>\n`;
}

/** A part's file name under /sitemap/: `<kind>-<first id>.xml`, or `pages.xml` (a site's own pages). */
export function parsePartName(name: string): { kind: string; from: number } | null {
  if (name === "pages.xml") return { kind: "pages", from: 0 };
  const match = /^([a-z]+)-([1-9][0-9]{0,9})\.xml$/.exec(name);
  if (!match) return null;
  const from = Number(match[2]);
  return from <= 2_147_483_647 ? { kind: match[1], from } : null;
}

export const partPath = (kind: string, from: number) => `/sitemap/${kind}-${from}.xml`;

const XML_HEADERS = { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=600" };

/** A sitemap or sitemap index answer (route handlers of both hosts). */
export function sitemapResponse(xml: string): Response {
  return new Response(xml, { headers: XML_HEADERS });
}

/**
 * A part kept gzipped (cached-sitemap-part.ts), unzipped for the answer: the server's own compression encodes it for the
 * client (a body sent already gzipped through Next's server reached the browser encoded twice, the e2e journey showed).
 */
export function gzippedSitemapResponse(gzipped: Buffer): Response {
  return new Response(gunzipSync(gzipped), { headers: XML_HEADERS });
}
