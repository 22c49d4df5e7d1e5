import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Suspense } from "react";
import { parseId } from "@/lib/tours/get-public-tour";
import { FinalReceipt } from "@/components/ticket/final-receipt";

export const metadata: Metadata = { title: "رسید نهایی", robots: { index: false } };

// The tour may have closed or filled since the purchase: the receipt does not depend on it.
export default async function FinalReceiptPage({ params }: { params: Promise<{ leaderId: string; tourId: string }> }) {
  const { leaderId, tourId } = await params;
  const leader = parseId(leaderId);
  const tour = parseId(tourId);
  if (!leader || !tour) notFound();
  return (
    <main className="mx-auto min-h-screen max-w-4xl space-y-4 bg-slate-50 px-4 py-8">
      <h1 className="text-xl font-black text-slate-800">رسید نهایی خرید</h1>
      <Suspense>
        <FinalReceipt leaderId={leader} tourId={tour} />
      </Suspense>
    </main>
  );
}
