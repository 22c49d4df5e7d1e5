import type { Metadata } from "next";
import { PlainHeader } from "@/components/public/plain-header";
import { RefundAccountMain, type RefundAccountSearch } from "@/components/ticket/refund-account-main";
import { readRefundAccountLink } from "@/lib/refunds/read-refund-account-link";

export const metadata: Metadata = { title: "اطلاعات حساب برای واریز استرداد", robots: { index: false } };

/** The texted link's page (lib/refunds/refund-account-link.ts). */
export default async function RefundAccountPage({ searchParams }: { searchParams: RefundAccountSearch }) {
  return (
    <div className="min-h-screen bg-slate-50">
      <PlainHeader link={{ href: "/tracking", label: "پیگیری بلیت" }} />
      <RefundAccountMain link={readRefundAccountLink(await searchParams)} />
    </div>
  );
}
