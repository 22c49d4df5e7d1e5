import type { Metadata } from "next";
import { PlainHeader } from "@/components/public/plain-header";
import { TrackingMain } from "@/components/ticket/tracking-main";

export const metadata: Metadata = { title: "پیگیری و لغو بلیت", robots: { index: false } };

export default function TrackingPage() {
  return (
    <div className="min-h-screen bg-slate-50">
      {/* A sale website's tracking page has the site's own header (app/(sites)/sites/[host]/tracking). */}
      <PlainHeader link={{ href: "/", label: "بازگشت به صفحه اصلی" }} logoTestId="tracking-home" />
      <TrackingMain />
    </div>
  );
}
