// Security headers of every answer that goes through proxy.ts (pages and API; not /_next/static).
//
// Pages of the panels, the auth pages and the payment page are rendered per request and get a
// nonce-based Content-Security-Policy: Next puts the nonce on its own scripts when it finds it in the
// request's CSP header, and 'strict-dynamic' lets those scripts load the app's chunks; no other
// script runs (an injected <script> or inline handler is blocked). They may not be framed at all.
//
// The public pages (tour pages are served from Next's page cache, the home page is static) cannot
// carry a per-request nonce — the cached HTML would hold another request's — so their policy allows
// this site's scripts and inline scripts (Next's own RSC payload), and nothing from another host.
// A sale website's approved owner scripts are the only other script sources, and only on that
// website's content pages: the page's renderer passes them as `ownerScriptSources`.
//
// Every answer: nosniff, Referrer-Policy strict-origin-when-cross-origin, no framing by other sites.

import { siteRoute } from "@/lib/websites/site-route";
import type { HostConfig } from "@/lib/websites/host";
import { API_CONTENT_SECURITY_POLICY, baseSecurityHeaders } from "./api-security-headers";

export { baseSecurityHeaders };

export type PageKind = "strict" | "public" | "api";

/**
 * Script sources added on a sale website's content pages, where the operator-approved owner
 * elements (components/sale-website/owner-scripts.tsx) render: their hosts are not known without the
 * database, so any https origin. Reserve, ticket, payment and tracking pages of a site never get it.
 */
export const OWNER_SCRIPT_SOURCES = ["https:"] as const;

/** The site pages that render owner elements: home, shop, magazine, certificate and a tour page. */
export function isSaleSiteContentPage(host: string | null, pathname: string, config: HostConfig): boolean {
  const site = siteRoute(host, pathname, config);
  if (!site || !("rewrite" in site)) return false;
  return /^\/(?:shop|mag|certificate)?\/?$/i.test(pathname) || /^\/\d+\/tour\/\d+\/?$/.test(pathname);
}

/** Pages that are never shown in a frame and run only nonce'd scripts. */
const STRICT_PREFIXES = ["/dashboard", "/adminDashboard", "/auth", "/payment"];

export function pageKind(pathname: string): PageKind {
  if (/^\/api(\/|$)/i.test(pathname)) return "api";
  const lower = pathname.toLowerCase();
  return STRICT_PREFIXES.some((p) => lower === p.toLowerCase() || lower.startsWith(`${p.toLowerCase()}/`))
    ? "strict"
    : "public";
}

export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

export interface PolicyOptions {
  kind: PageKind;
  nonce?: string;
  /** next dev needs eval for its refresh runtime. */
  dev?: boolean;
  /** Approved owner script origins of a sale website (its content pages only). */
  ownerScriptSources?: readonly string[];
}

export function contentSecurityPolicy({ kind, nonce, dev = false, ownerScriptSources = [] }: PolicyOptions): string {
  if (kind === "api") return API_CONTENT_SECURITY_POLICY;
  const eval_ = dev ? " 'unsafe-eval'" : "";
  const scripts =
    kind === "strict"
      ? `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${eval_}`
      : `script-src 'self' 'unsafe-inline'${eval_}${ownerScriptSources.length ? ` ${ownerScriptSources.join(" ")}` : ""}`;
  return [
    "default-src 'self'",
    scripts,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${dev ? " ws: wss:" : ""}`,
    // A worker falls back to script-src, where 'strict-dynamic' ignores 'self': the check-in screen's
    // service worker (public/checkin-sw.js) is this site's own file.
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    // A form's redirects count as form targets: the sandbox gateway's form returns the buyer to the
    // sale-website host they started on (another origin: https in production, *.localhost here),
    // and the pay step leaves for a real gateway's https page.
    "form-action 'self' https: http://*.localhost:*",
    kind === "strict" ? "frame-ancestors 'none'" : "frame-ancestors 'self'",
  ].join("; ");
}

/** Sets the headers on an answer. */
export function applySecurityHeaders(headers: Headers, policy: string, kind: PageKind) {
  headers.set("Content-Security-Policy", policy);
  for (const [name, value] of Object.entries(baseSecurityHeaders(kind))) headers.set(name, value);
}
