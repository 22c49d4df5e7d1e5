// Which of a site's link-group links lead somewhere (the home page shows only those): an anchor of
// the home page only when that section is on it, the shop, magazine and certificate pages only while
// the site has them, and a social network's bare home page (the default groups' templates) only as
// the owner's own profile there, when the owner filled it in; otherwise the link is left out, and a
// group with no link left is too. The owner's settings still list every link as saved.
import { instagramLink, telegramLink, whatsappLink } from "@/lib/shared/social-links";

export interface SiteTargets {
  hasShop: boolean;
  hasMag: boolean;
  hasCertificate: boolean;
  /** The ids of the sections the home page shows (featured, future, past). */
  homeSections: string[];
  owner: { mobile: string; instagram: string | null; telegram: string | null };
}

/** Social networks whose bare home page is no destination for a traveller. */
const SOCIAL_HOSTS =
  /^(?:www\.)?(?:instagram\.com|t\.me|telegram\.me|wa\.me|api\.whatsapp\.com|aparat\.com|youtube\.com|youtu\.be|twitter\.com|x\.com|facebook\.com|linkedin\.com|eitaa\.com|rubika\.ir|ble\.ir)$/i;

const OWN_PAGES: Record<string, keyof Omit<SiteTargets, "homeSections" | "owner">> = {
  "/shop": "hasShop",
  "/mag": "hasMag",
  "/certificate": "hasCertificate",
};

function ownersProfile(host: string, owner: SiteTargets["owner"]): string | null {
  const name = host.toLowerCase().replace(/^www\./, "");
  if (name === "instagram.com") return owner.instagram?.trim() ? instagramLink(owner.instagram) : null;
  if (name === "t.me" || name === "telegram.me") return owner.telegram?.trim() ? telegramLink(owner.telegram) : null;
  if (name === "wa.me" || name === "api.whatsapp.com") return whatsappLink(owner.mobile);
  return null;
}

/** Where a link leads on this site, or null when it leads nowhere. */
export function workingHref(link: string, targets: SiteTargets): string | null {
  const value = link.trim();
  if (!value) return null;
  if (/^(mailto:|tel:)/i.test(value)) return value;
  const anchor = /^\/?#(.+)$/.exec(value);
  if (anchor) return targets.homeSections.includes(anchor[1]) ? `/#${anchor[1]}` : null;
  if (value.startsWith("/") && !value.startsWith("//")) {
    const page =
      OWN_PAGES[
        value
          .replace(/[?#].*$/, "")
          .replace(/\/+$/, "")
          .toLowerCase()
      ];
    return page && !targets[page] ? null : value;
  }
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(value) ? value : `https://${value}`);
  } catch {
    return null;
  }
  const bareHome = (url.pathname === "/" || url.pathname === "") && !url.search;
  if (bareHome && SOCIAL_HOSTS.test(url.hostname)) return ownersProfile(url.hostname, targets.owner);
  return url.href;
}

interface LinkGroup {
  id: number;
  title: string;
  links: { id: number; title: string; link: string }[];
}

export function workingLinks<G extends LinkGroup>(groups: G[], targets: SiteTargets): G[] {
  return groups
    .map((g) => ({
      ...g,
      links: g.links.flatMap((l) => {
        const href = workingHref(l.link, targets);
        return href ? [{ ...l, link: href }] : [];
      }),
    }))
    .filter((g) => g.links.length > 0);
}
