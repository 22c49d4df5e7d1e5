// The site's shop (a non-basic plan with feature 2): the owner's products shown on the website.
// Cached like the tour page: the stock state may lag sales by the page's revalidate seconds (the
// order call is the guard), every create or edit of a product shows on the next request
// (siteProductsTag), and never past the site's period (the site's clock tags, load-site.ts).
import Link from "next/link";
import { notFound } from "next/navigation";
import { InactiveSite } from "@/components/sale-website/inactive-site";
import { STOCK_TEXT } from "@/components/product-public/types";
import { loadActiveSite } from "@/lib/websites/load-site";
import { siteMetadata, type SitePageProps } from "../site-page";
import { SiteMain } from "@/components/sale-website/site-main";
import { toWire } from "@/lib/client/to-wire";
import { formatToman } from "@/lib/format";
import { cachedRead } from "@/lib/websites/cached-read";
import { listPublicProducts } from "@/lib/websites/list-public-products";
import { siteTag } from "@/lib/websites/site-tags";
import { siteProductsTag } from "@/lib/tours/public-tour-tags";

/** Seconds the stock state may lag behind sales, as the tour page's places left. */
export const revalidate = 10;
export { generateStaticParams } from "../site-page";

export const generateMetadata = siteMetadata((site) =>
  site.hasShop
    ? { path: "/shop", title: `فروشگاه ${site.owner.brand}`, description: `محصولات ${site.owner.brand}` }
    : null,
);

export default async function ShopPage({ params }: SitePageProps) {
  const active = await loadActiveSite((await params).host);
  if (!active) return <InactiveSite />;
  const { site, loaded } = active;
  if (!site.hasShop) notFound();
  const products = await cachedRead(
    async () => toWire(await listPublicProducts(loaded.userId, { Page: 1, PageSize: 48 })),
    ["site-shop", String(loaded.userId)],
    { tags: [siteTag(loaded.userId), siteProductsTag(loaded.userId)], revalidate },
  );
  return (
    <SiteMain scripts={site.scripts} className="mx-auto max-w-5xl space-y-4 px-4 py-6">
      <h1 className="text-xl font-black text-slate-800">فروشگاه {site.owner.brand}</h1>
      {products.result.length === 0 ? (
        <p className="rounded-xl bg-white p-4 text-sm text-slate-500">فعلاً محصولی برای فروش نیست.</p>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {products.result.map((p) => (
            <li
              key={p.id}
              className="relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
              data-testid="shop-product"
            >
              {p.photo ? (
                // eslint-disable-next-line @next/next/no-img-element -- stored, already resized webp
                <img src={p.photo} alt={p.title} className="h-40 w-full object-cover" loading="lazy" />
              ) : (
                <div className="h-40 w-full bg-[var(--site-soft,#f1f5f9)]" aria-hidden />
              )}
              <div className="flex flex-1 flex-col gap-1 p-3">
                <h2 className="font-bold text-slate-800">
                  <Link
                    href={`/${loaded.userId}/product/${p.id}`}
                    prefetch={false}
                    className="after:absolute after:inset-0"
                    data-testid="shop-product-link"
                  >
                    {p.title}
                  </Link>
                </h2>
                {p.description && <p className="line-clamp-2 text-xs text-slate-500">{p.description}</p>}
                <p className="mt-auto flex items-center justify-between text-sm">
                  <span className="font-bold text-[var(--site-primary,#0f766e)]">{formatToman(p.price)}</span>
                  <span className="text-xs text-slate-500">{STOCK_TEXT[p.stockState]}</span>
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </SiteMain>
  );
}
