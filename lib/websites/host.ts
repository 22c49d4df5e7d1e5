// Pure host parsing for sale websites (DESIGN.md §7): which site, if any, a request's Host names.
// No I/O: proxy.ts and the payment return URL call it on every request; the database lookup of
// a parsed host is cached (get-site-by-host.ts).

export type ParsedHost =
  /** The platform itself: the root domain, www, localhost or a bare IP address. */
  | { kind: "platform" }
  /** `<subDomain>.<rootDomain>` (or `<subDomain>.localhost` in development). */
  | { kind: "subDomain"; subDomain: string; hostname: string }
  /** Any other name: a leader's custom domain, served once an operator approved it. */
  | { kind: "domain"; domain: string; hostname: string }
  /** Not a usable host name. */
  | { kind: "invalid" };

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/** Lowercase host name without port and trailing dot; null when it is not a valid DNS name or IP. */
export function normalizeHostname(host: string | null | undefined): string | null {
  if (!host) return null;
  let name = host.trim().toLowerCase();
  if (name.startsWith("[")) {
    // IPv6 literal, [::1]:3000
    const end = name.indexOf("]");
    return end > 0 ? name.slice(0, end + 1) : null;
  }
  name = name.replace(/:\d{1,5}$/, "").replace(/\.$/, "");
  if (!name || name.length > 253) return null;
  if (IPV4.test(name)) return name;
  return name.split(".").every((label) => LABEL.test(label)) ? name : null;
}

export interface HostConfig {
  /** The platform's domain, e.g. hamsafar.ir (from ROOT_DOMAIN, else PUBLIC_URL's host name). */
  rootDomain: string;
}

export function parseHost(host: string | null | undefined, config: HostConfig): ParsedHost {
  const hostname = normalizeHostname(host);
  if (!hostname) return { kind: "invalid" };
  const root = normalizeHostname(config.rootDomain) ?? "localhost";
  if (hostname.startsWith("[") || IPV4.test(hostname)) return { kind: "platform" };
  if (hostname === root || hostname === `www.${root}` || hostname === "localhost") return { kind: "platform" };
  for (const parent of new Set([root, "localhost"])) {
    if (hostname.endsWith(`.${parent}`)) {
      const sub = hostname.slice(0, -parent.length - 1);
      // a.b.root is neither a site nor the platform
      if (sub.includes(".")) return { kind: "invalid" };
      if (sub === "www") return { kind: "platform" };
      return { kind: "subDomain", subDomain: sub, hostname };
    }
  }
  return { kind: "domain", domain: hostname, hostname };
}
