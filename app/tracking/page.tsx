import type { Metadata } from "next";
import Link from "next/link";
import { Logo } from "@/components/public/logo";
import { TrackingForm } from "@/components/ticket/tracking-form";

export const metadata: Metadata = { title: "پیگیری و لغو بلیت", robots: { index: false } };

export default function TrackingPage() {
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-4xl items-center justify-between gap-3 px-4 py-3">
          {/* "/" is the home of the host the traveller is on (the platform or a sale website). */}
          <Link href="/" prefetch={false} aria-label="صفحه اصلی همسفر" data-testid="tracking-home">
            <Logo />
          </Link>
          <Link href="/" prefetch={false} className="text-sm text-brand-700 hover:underline">
            بازگشت به صفحه اصلی
          </Link>
        </div>
      </header>
      <main className="mx-auto max-w-4xl space-y-4 px-4 py-8">
        <header className="space-y-1">
          <h1 className="text-xl font-black text-slate-800">پیگیری و لغو بلیت</h1>
          <p className="text-sm text-slate-600">شماره موبایل خریدار و کد رهگیری بلیت را وارد کنید.</p>
        </header>
        <TrackingForm />
      </main>
    </div>
  );
}
