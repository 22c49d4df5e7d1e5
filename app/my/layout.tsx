import type { Metadata } from "next";
import Link from "next/link";
import { Logo } from "@/components/public/logo";
import { LazyToasts } from "@/components/providers/lazy-toasts";

export const metadata: Metadata = { title: "بلیت‌های من", robots: { index: false } };

/** The platform's /my: Hamsafar's header (a sale website's /my has the site's, app/(sites)/sites/[host]/my). */
export default function MyLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="min-h-screen bg-slate-50 print:bg-white">
      <header className="border-b border-slate-200 bg-white print:hidden">
        <div className="mx-auto flex max-w-4xl items-center justify-between gap-3 px-4 py-3">
          <Link href="/" prefetch={false} aria-label="صفحه اصلی همسفر">
            <Logo />
          </Link>
          <Link href="/tracking" prefetch={false} className="text-sm text-brand-700 hover:underline">
            پیگیری با کد رهگیری
          </Link>
        </div>
      </header>
      {children}
      <LazyToasts />
    </div>
  );
}
