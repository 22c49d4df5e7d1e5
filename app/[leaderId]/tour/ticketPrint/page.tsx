import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Suspense } from "react";
import { parseId } from "@/lib/tours/load-public-tour";
import { TicketPrint } from "@/components/ticket/ticket-print";

export const metadata: Metadata = { title: "چاپ بلیت", robots: { index: false } };

export default async function TicketPrintPage({ params }: { params: Promise<{ leaderId: string }> }) {
  const leaderId = parseId((await params).leaderId);
  if (!leaderId) notFound();
  return (
    <main className="mx-auto min-h-screen max-w-4xl bg-slate-50 px-4 py-8 print:max-w-none print:bg-white print:p-0">
      <h1 className="mb-4 text-xl font-black text-slate-800 print:hidden">بلیت سفر</h1>
      <Suspense>
        <TicketPrint leaderId={leaderId} />
      </Suspense>
    </main>
  );
}
