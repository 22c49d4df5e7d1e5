import type { Metadata } from "next";
import { LazyToasts } from "@/components/providers/lazy-toasts";
import { PlainHeader } from "@/components/public/plain-header";

export const metadata: Metadata = { title: "بلیت‌های من", robots: { index: false } };

/** The platform's /my: Hamsafar's header (a sale website's /my has the site's, app/(sites)/sites/[host]/my). */
export default function MyLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="min-h-screen bg-slate-50 print:bg-white">
      <PlainHeader link={{ href: "/tracking", label: "پیگیری با کد رهگیری" }} />
      {children}
      <LazyToasts />
    </div>
  );
}
