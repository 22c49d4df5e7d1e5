import type { Metadata } from "next";
import Link from "next/link";
import { Logo } from "@/components/public/logo";
import { TrackingMain } from "@/components/ticket/tracking-main";

export const metadata: Metadata = { title: "پیگیری و لغو بلیت", robots: { index: false } };

export default function TrackingPage() {
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-4xl items-center justify-between gap-3 px-4 py-3">
          {/* A sale website's tracking page has the site's own header (app/(sites)/sites/[host]/tracking). */}
          <Link href="/" prefetch={false} aria-label="صفحه اصلی همسفر" data-testid="tracking-home">
            <Logo />
          </Link>
          <Link href="/" prefetch={false} className="text-sm text-brand-700 hover:underline">
            بازگشت به صفحه اصلی
          </Link>
        </div>
      </header>
      <TrackingMain />
    </div>
  );
}
