// The origin a payment's return URLs are built from (DESIGN.md §7): the host the buyer started on
// when it is the platform or an active site (approved custom domain or sub-domain), else the
// platform's own URL — a forged Host header can never send the buyer elsewhere.
import { env } from "@/lib/config/env";
import { parseHost } from "./host";
import { isSiteActive, resolveSiteHost } from "./resolve-site-host";
import { platformUrl } from "./site-route";

/**
 * The origin of the active sale website this host names (cached lookup, resolve-site-host.ts), or
 * null for the platform, an unknown, inactive or unapproved site, or an invalid host. The scheme is
 * the platform's; a sub-domain shares the platform's port (kuhestan.localhost:3000), a custom
 * domain has its own default one.
 */
export async function activeSiteOrigin(host: string | null): Promise<string | null> {
  const platform = new URL(env.publicUrl);
  const parsed = parseHost(host, { rootDomain: env.rootDomain });
  if (parsed.kind !== "subDomain" && parsed.kind !== "domain") return null;
  const site = await resolveSiteHost(host);
  if (!site || !isSiteActive(site)) return null;
  const port = parsed.kind === "subDomain" && platform.port ? `:${platform.port}` : "";
  return `${platform.protocol}//${parsed.hostname}${port}`;
}

export async function trustedOrigin(host: string | null): Promise<string> {
  return (await activeSiteOrigin(host)) ?? new URL(env.publicUrl).origin;
}

/**
 * The platform's login page with the way back to this site's home (the site's header links to it).
 * `hostname` is the site's host name without port, as the site tree's [host] segment holds it.
 */
export function siteLoginUrl(hostname: string): string {
  const platform = new URL(env.publicUrl);
  const parsed = parseHost(hostname, { rootDomain: env.rootDomain });
  const host = parsed.kind === "subDomain" && platform.port ? `${hostname}:${platform.port}` : hostname;
  return platformUrl(host, "/auth/login", "", { rootDomain: env.rootDomain, publicUrl: env.publicUrl }).href;
}
