import Link from "next/link";
import { cn } from "@/components/ui/cn";
import { Logo } from "./logo";
import { PUBLIC_NAV } from "./site-info";

type Item = (typeof PUBLIC_NAV)[number];

function NavLink({ item, contactHref, className }: { item: Item; contactHref: string; className?: string }) {
  const href = item.key === "contact" ? contactHref : item.href;
  const style = cn(
    item.key === "register"
      ? "btn-primary h-10"
      : item.key === "login"
        ? "btn-secondary h-10"
        : "tap px-3 text-slate-700 hover:text-brand-700",
    className,
  );
  // Home leads to the product's main site, so it is a plain link rather than a client navigation.
  if ("external" in item || href.startsWith("#") || href.includes("#"))
    return (
      <a href={href} className={style} data-nav={item.key}>
        {item.label}
      </a>
    );
  return (
    <Link href={href} className={style} data-nav={item.key}>
      {item.label}
    </Link>
  );
}

/** The public top navigation: home, tariff, contact us, login, register. */
export function PublicNav({ contactHref = "#contact", className }: { contactHref?: string; className?: string }) {
  const [home, tariff, contact, login, register] = PUBLIC_NAV;
  return (
    <header className={cn("sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur", className)}>
      <nav aria-label="منوی اصلی" className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4">
        <Link href="/" aria-label="همسفر">
          <Logo />
        </Link>
        <div className="hidden flex-1 items-center gap-1 text-sm md:flex">
          {[home, tariff, contact].map((item) => (
            <NavLink key={item.key} item={item} contactHref={contactHref} />
          ))}
        </div>
        <div className="hidden items-center gap-2 md:flex">
          <NavLink item={login} contactHref={contactHref} />
          <NavLink item={register} contactHref={contactHref} />
        </div>
        {/* Mobile: a disclosure works without JavaScript. */}
        <details className="group relative ms-auto md:hidden">
          <summary
            className="flex size-10 cursor-pointer list-none items-center justify-center rounded-lg border border-slate-200"
            aria-label="منو"
          >
            <svg className="size-5" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
              <path d="M4 7h16M4 12h16M4 17h16" />
            </svg>
          </summary>
          <div className="absolute end-0 mt-2 flex w-56 flex-col gap-1 rounded-xl border border-slate-200 bg-white p-2 text-sm shadow-lg">
            {PUBLIC_NAV.map((item) => (
              <NavLink key={item.key} item={item} contactHref={contactHref} className="justify-start" />
            ))}
          </div>
        </details>
      </nav>
    </header>
  );
}
