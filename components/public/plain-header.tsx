// The one-line header of the platform's traveller pages outside the home's shell (/tracking, /my):
// Hamsafar's logo to the home page and one link beside it; left out of a printout.
import Link from "next/link";
import { Logo } from "./logo";

export function PlainHeader({ link, logoTestId }: { link: { href: string; label: string }; logoTestId?: string }) {
  return (
    <header className="border-b border-slate-200 bg-white print:hidden">
      <div className="mx-auto flex max-w-4xl items-center justify-between gap-3 px-4 py-3">
        <Link href="/" prefetch={false} aria-label="صفحه اصلی همسفر" data-testid={logoTestId}>
          <Logo />
        </Link>
        <Link href={link.href} prefetch={false} className="tap text-sm text-brand-700 hover:underline">
          {link.label}
        </Link>
      </div>
    </header>
  );
}
