import type { Metadata } from "next";
import { PlainHeader } from "@/components/public/plain-header";
import { RefundAccountMain, type RefundAccountSearch } from "@/components/ticket/refund-account-main";

export const metadata: Metadata = { title: "اطلاعات حساب برای واریز استرداد", robots: { index: false } };

/** The texted link's page (lib/refunds/refund-account-link.ts). */
export default function RefundAccountPage({ searchParams }: { searchParams: RefundAccountSearch }) {
  return (
    <div className="min-h-screen bg-slate-50">
      <PlainHeader link={{ href: "/tracking", label: "پیگیری بلیت" }} />
      <RefundAccountMain searchParams={searchParams} />
    </div>
  );
}
