// What a sale website's frame (components/sale-website/site-frame.tsx) shows of the site: plain
// data, so the tour page (a Pages Router page) can carry it in its props as the App Router's site
// layout passes it down.
import type { ActiveSite } from "./load-site";

export interface SiteFrameData {
  colorPalette: string;
  brand: string;
  hasShop: boolean;
  hasMag: boolean;
  hasCertificate: boolean;
  loginHref: string;
  ownerId: number;
  mobile: string;
  email: string | null;
  telegram: string | null;
  instagram: string | null;
  policy: string;
}

export function siteFrameData(site: ActiveSite, loginHref: string): SiteFrameData {
  const { owner } = site;
  return {
    colorPalette: site.colorPalette,
    brand: owner.brand,
    hasShop: site.hasShop,
    hasMag: site.hasMag,
    hasCertificate: !!site.certificatePhoto,
    loginHref,
    ownerId: owner.id,
    mobile: owner.mobile,
    email: owner.email,
    telegram: owner.telegram,
    instagram: owner.instagram,
    policy: site.policy,
  };
}
