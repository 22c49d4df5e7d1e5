// Rules of a sale website's address: the sub-domain and the custom domain.
import { normalizeHostname } from "./host";

export const SUB_DOMAIN_PATTERN = /^[a-z0-9](?:[a-z0-9-]{1,28})[a-z0-9]$/;

/**
 * Names a site may not take: the platform's own hosts and the static words of
 * /api/sale-website/{subDomain} (a site named "features" would hide that call).
 */
export const RESERVED_SUB_DOMAINS: ReadonlySet<string> = new Set([
  "www",
  "api",
  "admin",
  "app",
  "mail",
  "smtp",
  "ftp",
  "cdn",
  "static",
  "assets",
  "dashboard",
  "admindashboard",
  "auth",
  "login",
  "panel",
  "blog",
  "shop",
  "mag",
  "support",
  "help",
  "status",
  "docs",
  "dev",
  "test",
  "staging",
  "hamsafar",
  "sites",
  "uploads",
  "payment",
  "pay",
  "public",
  "user",
  "renew",
  "renew-type",
  "renewal-notifier",
  "upload-certificate-photo",
  "delete-certificate-photo",
  "changesetting",
  "features",
  "link-groups",
  "link-group",
  "custom-domain",
]);

export type SubDomainProblem = "invalid" | "reserved";

export function checkSubDomain(value: string): SubDomainProblem | null {
  if (!SUB_DOMAIN_PATTERN.test(value)) return "invalid";
  return RESERVED_SUB_DOMAINS.has(value) ? "reserved" : null;
}

/** A custom domain as stored: lowercase, no port, no trailing dot, at least two labels; null when invalid. */
export function normalizeCustomDomain(value: string): string | null {
  const name = normalizeHostname(value.replace(/^https?:\/\//i, "").replace(/\/.*$/, ""));
  if (!name || !name.includes(".") || /^\d+(\.\d+)*$/.test(name) || name.startsWith("[")) return null;
  return name;
}
