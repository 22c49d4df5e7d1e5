// The public product page (/{leaderId}/product/{productId}, and the same product on the leader's
// sale website): photos, price, stock state, description and the order button. `basePath` is the
// product's address on the host it is shown under.
import Link from "next/link";
import { formatJalaliDateTime } from "@/lib/format/date";
import { toPersianDigits } from "@/lib/format/digits";
import { formatToman } from "@/lib/format/number";
import { STOCK_TEXT, type PublicProduct } from "./types";

const STOCK_STYLE = {
  Available: "bg-emerald-50 text-emerald-700",
  LimitedStock: "bg-amber-50 text-amber-700",
  OutOfStock: "bg-slate-100 text-slate-600",
} as const;

export function ProductPage({ product, basePath }: { product: PublicProduct; basePath: string }) {
  const canOrder = product.stockState !== "OutOfStock";
  return (
    <main className="mx-auto flex max-w-4xl flex-col gap-4 p-4" dir="rtl">
      <p className="text-sm text-slate-500">{product.leader.name}</p>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <div className="flex flex-col gap-2">
          {product.photos.length ? (
            product.photos.map((p, i) =>
              p.address ? (
                // eslint-disable-next-line @next/next/no-img-element -- stored uploads, already sized
                <img
                  key={p.name}
                  src={p.address}
                  alt={`${product.title} - تصویر ${toPersianDigits(i + 1)}`}
                  className={i === 0 ? "w-full rounded-xl object-cover" : "w-1/3 rounded-lg object-cover"}
                />
              ) : null,
            )
          ) : (
            <div className="flex aspect-[4/3] items-center justify-center rounded-xl bg-slate-100 text-sm text-slate-400">
              بدون تصویر
            </div>
          )}
        </div>
        <section className="card flex flex-col gap-3 p-4" aria-label="خرید محصول">
          <h1 className="text-xl font-bold">{product.title}</h1>
          <p className="text-lg font-bold text-primary-700" data-testid="product-price">
            {formatToman(product.price)}
          </p>
          <p>
            <span
              className={`rounded-full px-3 py-1 text-sm ${STOCK_STYLE[product.stockState]}`}
              data-testid="stock-state"
            >
              {STOCK_TEXT[product.stockState]}
            </span>
            {product.stockState === "LimitedStock" && (
              <span className="ms-2 text-sm text-slate-600">
                فقط {toPersianDigits(product.availableCount)} عدد باقی مانده است
              </span>
            )}
          </p>
          <p className="text-sm text-slate-600">مهلت ثبت سفارش: {formatJalaliDateTime(product.registrationEndTime)}</p>
          {canOrder ? (
            <Link href={`${basePath}/reserve`} className="btn-primary">
              ثبت سفارش
            </Link>
          ) : (
            <p className="text-sm text-slate-600">
              {!product.registrationOpen ? "فروش این محصول فعال نیست." : "موجودی این محصول به پایان رسیده است."}
            </p>
          )}
          {product.tags.length > 0 && (
            <ul className="flex flex-wrap gap-2">
              {product.tags.map((t) => (
                <li key={t} className="rounded-full bg-slate-100 px-3 py-1 text-xs">
                  {t}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      {product.description && (
        <section className="card whitespace-pre-line p-4 text-sm leading-7" aria-label="توضیحات">
          {product.description}
        </section>
      )}
    </main>
  );
}
