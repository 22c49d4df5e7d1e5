// Website features (spec doc 3): a shop needs a non-basic plan and feature 2, a magazine a
// non-basic plan and feature 1. The palettes c1..c7.
import type { WebsitePlanType } from "@/lib/db/generated/enums";

export const WEBSITE_FEATURES = [
  { id: 1, key: "magazine", title: "مجله" },
  { id: 2, key: "shop", title: "فروشگاه محصولات" },
] as const;
export const FEATURE_IDS = WEBSITE_FEATURES.map((f) => f.id);
export const MAGAZINE_FEATURE = 1;
export const SHOP_FEATURE = 2;

export const COLOR_PALETTES = ["c1", "c2", "c3", "c4", "c5", "c6", "c7"] as const;
export type ColorPalette = (typeof COLOR_PALETTES)[number];

export function siteFlags(site: { planType: WebsitePlanType | string; featureIds: number[] }) {
  const paid = site.planType === "Professional" || site.planType === "Dedicated";
  return {
    hasShop: paid && site.featureIds.includes(SHOP_FEATURE),
    hasMag: paid && site.featureIds.includes(MAGAZINE_FEATURE),
  };
}

export const websiteFeaturesView = (featureIds: number[]) =>
  WEBSITE_FEATURES.map((f) => ({ id: f.id, title: f.title, isActive: featureIds.includes(f.id) }));
