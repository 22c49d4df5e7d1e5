// A sale website's shop (pages/sites/[host]/shop.tsx): the owner's products, each leading to its page on this host.
import { STOCK_TEXT } from "@/components/product-public/types";
import { formatToman } from "@/lib/format";
import type { SiteShopContent } from "@/lib/public-pages/site-content-pages";
import type { SitePageProps } from "@/lib/public-pages/site-page";
import { SitePageRoute } from "./site-page-route";

export function SiteShop(props: SitePageProps<SiteShopContent>) {
  const brand = props.kind === "page" ? props.brand : "";
  return (
    <SitePageRoute props={props} className="mx-auto max-w-5xl space-y-4 px-4 py-6">
      {({ ownerId, products }) => (
        <>
          <h1 className="text-xl font-black text-slate-800">فروشگاه {brand}</h1>
          {products.length === 0 ? (
            <p className="rounded-xl bg-white p-4 text-sm text-slate-500">فعلاً محصولی برای فروش نیست.</p>
          ) : (
            <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {products.map((p) => (
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
                      <a
                        href={`/${ownerId}/product/${p.id}`}
                        className="after:absolute after:inset-0"
                        data-testid="shop-product-link"
                      >
                        {p.title}
                      </a>
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
        </>
      )}
    </SitePageRoute>
  );
}
