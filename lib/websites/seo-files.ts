import "server-only";
// What robots.txt and sitemap.xml of a site host list (route handlers cannot call notFound()).
import { loadSite, siteOrigin } from "./load-site";
import { isNotFoundSignal } from "@/lib/http/not-found-signal";

export async function loadSeoSite(hostParam: string) {
  try {
    const loaded = await loadSite(hostParam);
    const site = loaded.site;
    if (site.inactive) return { active: false as const };
    const tours = [...site.futureTours, ...site.previouslyHeldTours].map((t) => ({
      path: `/${t.leaderId}/tour/${t.id}`,
    }));
    const paths = [
      { path: "/" },
      { path: "/calendar" },
      ...(site.hasShop ? [{ path: "/shop" }] : []),
      ...(site.hasMag ? [{ path: "/mag" }] : []),
      ...(site.certificatePhoto ? [{ path: "/certificate" }] : []),
      ...tours,
    ];
    return { active: true as const, origin: siteOrigin(loaded), paths };
  } catch (error) {
    // notFound() of an unknown host
    if (isNotFoundSignal(error)) return null;
    throw error;
  }
}

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export function sitemapXml(origin: string, paths: { path: string }[]): string {
  const urls = paths.map((p) => `  <url><loc>${escapeXml(`${origin}${p.path}`)}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
