import "server-only";
// The origin a payment's return URLs are built from (DESIGN.md §7): the host the buyer started on
// when it is the platform or an active site (approved custom domain or sub-domain), else the
// platform's own URL — a forged Host header can never send the buyer elsewhere.
import { env } from "@/lib/config/env";
import { parseHost } from "./host";
import { isSiteActive, resolveSiteHost } from "./resolve-site-host";

export async function trustedOrigin(host: string | null): Promise<string> {
  const platform = new URL(env.publicUrl);
  const parsed = parseHost(host, { rootDomain: env.rootDomain });
  if (parsed.kind !== "subDomain" && parsed.kind !== "domain") return platform.origin;
  const site = await resolveSiteHost(host);
  if (!site || !isSiteActive(site)) return platform.origin;
  // A sub-domain shares the platform's port (kuhestan.localhost:3000); a custom domain has its own.
  const port = parsed.kind === "subDomain" && platform.port ? `:${platform.port}` : "";
  return `${platform.protocol}//${parsed.hostname}${port}`;
}
