import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { TicketPrint } from "@/components/ticket/ticket-print";
import { toWire } from "@/lib/client/to-wire";
import { findPrintableTicket } from "@/lib/tickets/get-ticket";
import { parseId } from "@/lib/tours/get-public-tour";

export const metadata: Metadata = { title: "چاپ بلیت", robots: { index: false } };

interface Props {
  params: Promise<{ leaderId: string }>;
  searchParams: Promise<{ mobile?: string | string[]; trackingId?: string | string[] }>;
}

const single = (value: string | string[] | undefined) => (typeof value === "string" ? value : undefined);

/** A wrong or missing code, or another leader's ticket, is the 404 page (status 404), not an empty frame. */
export default async function TicketPrintPage({ params, searchParams }: Props) {
  const leaderId = parseId((await params).leaderId);
  if (!leaderId) notFound();
  const query = await searchParams;
  const ticket = await findPrintableTicket(single(query.mobile), single(query.trackingId), leaderId);
  if (!ticket) notFound();
  return (
    <main className="mx-auto min-h-screen max-w-4xl bg-slate-50 px-4 py-8 print:max-w-none print:bg-white print:p-0">
      <h1 className="mb-4 text-xl font-black text-slate-800 print:hidden">بلیت سفر</h1>
      <TicketPrint ticket={toWire(ticket)} mobile={ticket.buyerMobile} />
    </main>
  );
}
