import "server-only";
// The product page's head on both hosts: title, description, canonical URL and Open Graph on the page's
// origin (the platform's, or the site's under its host), the product's first photo or its share card.
import type { Metadata } from "next";
import { nextMetadata, pageMetadata } from "@/components/sale-website/page-metadata";
import { env } from "@/lib/config/env";
import { loadPublicProduct } from "@/lib/products/load-public-product";
import { productShareCard } from "@/lib/share-cards/product-share-card";
import { shareCardUrl } from "@/lib/share-cards/share-card-url";
import { siteOrigin, type ActiveSite, type LoadedSite } from "@/lib/websites/load-site";

export async function productPageMetadata(
  params: Promise<{ leaderId: string; productId: string }>,
  site?: { loaded: LoadedSite; site: ActiveSite },
): Promise<Metadata> {
  const { leaderId, productId } = await params;
  const product = await loadPublicProduct(leaderId, productId);
  return nextMetadata(
    pageMetadata({
      origin: site ? siteOrigin(site.loaded) : env.publicUrl.replace(/\/+$/, ""),
      path: `/${leaderId}/product/${productId}`,
      title: product.title,
      description: (product.description ?? product.title).slice(0, 160),
      siteName: site ? site.site.owner.brand : "همسفر",
      image: product.photo,
      card: shareCardUrl("product", product.id, productShareCard(product)),
    }),
  );
}
