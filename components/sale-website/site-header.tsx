// A site's header: the brand and the pages the site has (calendar; shop, magazine, certificate only when on).
import Link from "next/link";

interface HeaderProps {
  brand: string;
  hasShop: boolean;
  hasMag: boolean;
  hasCertificate: boolean;
  /** The platform's login page with the way back to this site (lib/websites/trusted-origin.ts). */
  loginHref: string;
}

export function SiteHeader({ brand, hasShop, hasMag, hasCertificate, loginHref }: HeaderProps) {
  const items = [
    { href: "/", label: "خانه", on: true },
    { href: "/calendar", label: "تقویم", on: true },
    { href: "/shop", label: "فروشگاه", on: hasShop },
    { href: "/mag", label: "مجله", on: hasMag },
    { href: "/certificate", label: "مجوز", on: hasCertificate },
    { href: "/tracking", label: "پیگیری بلیت", on: true },
  ].filter((i) => i.on);
  return (
    <header className="bg-[var(--site-primary,#0f766e)] text-white">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-2 px-4 py-3">
        <Link href="/" className="tap text-lg font-black">
          {brand}
        </Link>
        <nav className="flex flex-wrap gap-x-3 text-sm" aria-label="منوی سایت">
          {items.map((i) => (
            <Link key={i.href} href={i.href} className="tap hover:underline">
              {i.label}
            </Link>
          ))}
          {/* Sign-in lives on the platform (another origin); its login page returns here once signed in. */}
          <a href={loginHref} className="tap hover:underline">
            ورود
          </a>
        </nav>
      </div>
    </header>
  );
}
