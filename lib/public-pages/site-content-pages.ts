// The content of a sale website's shop, magazine and certificate pages (the Pages kind: pages/sites/[host]/…;
// lib/public-pages/site-page.ts reads the site around them). Each names the tags of what it reads besides the site.
import { toWire } from "@/lib/client/to-wire";
import { siteProductsTag } from "@/lib/tours/public-tour-tags";
import { cachedRead } from "@/lib/websites/cached-read";
import type { SiteTourCard } from "@/lib/websites/get-public-site";
import { listPublicProducts } from "@/lib/websites/list-public-products";
import { siteTag } from "@/lib/websites/site-tags";
import { sitePageProps } from "./site-page";

/** Seconds the shop's stock state may lag behind sales, as the tour page's places left (the order call is the guard). */
const SHOP_REVALIDATE_SECONDS = 10;

async function shopProducts(userId: number) {
  const page = await cachedRead(
    async () => toWire(await listPublicProducts(userId, { Page: 1, PageSize: 48 })),
    ["site-shop", String(userId)],
    { tags: [siteTag(userId), siteProductsTag(userId)], revalidate: SHOP_REVALIDATE_SECONDS },
  );
  return page.result;
}

export interface SiteShopContent {
  ownerId: number;
  products: Awaited<ReturnType<typeof shopProducts>>;
}

/** The shop: the owner's products (a non-basic plan with the shop feature); every product edit expires it by tag. */
export const siteShopProps = sitePageProps<SiteShopContent>(async (site, loaded) => {
  if (!site.hasShop) return null;
  return {
    content: { ownerId: loaded.userId, products: await shopProducts(loaded.userId) },
    seo: { path: "/shop", title: `فروشگاه ${site.owner.brand}`, description: `محصولات ${site.owner.brand}` },
    tags: [siteProductsTag(loaded.userId)],
  };
}, SHOP_REVALIDATE_SECONDS);

export interface SiteMagContent {
  stories: (Pick<SiteTourCard, "id" | "leaderId" | "title"> & { logbook: NonNullable<SiteTourCard["logbook"]> })[];
}

/** The magazine: the logbooks of the owner's tours (a logbook's save expires the site's tours tag). */
export const siteMagProps = sitePageProps<SiteMagContent>(async (site) => {
  if (!site.hasMag) return null;
  const stories = [...site.futureTours, ...site.previouslyHeldTours].flatMap((t) =>
    t.logbook ? [{ id: t.id, leaderId: t.leaderId, title: t.title, logbook: t.logbook }] : [],
  );
  return {
    content: { stories },
    seo: { path: "/mag", title: `مجله ${site.owner.brand}`, description: `سفرنامه‌های ${site.owner.brand}` },
  };
}, false);

export interface SiteCertificateContent {
  photo: string;
}

/** The owner's certificate (licence) photo, only when the site has one. */
export const siteCertificateProps = sitePageProps<SiteCertificateContent>(
  async (site) =>
    site.certificatePhoto
      ? {
          content: { photo: site.certificatePhoto },
          seo: {
            path: "/certificate",
            title: `مجوز ${site.owner.brand}`,
            description: `مجوز ${site.owner.brand}`,
            image: site.certificatePhoto,
          },
        }
      : null,
  false,
);
