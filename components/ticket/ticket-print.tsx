"use client";
// The printable ticket: the ticket with the QR code of its tracking id, a print button and the
// PDF download; the buttons are left out of the printout.
import { useSearchParams } from "next/navigation";
import { toLatinDigits } from "@/lib/format/digits";
import { DownloadTicket } from "./download-ticket";
import { TicketQr } from "./ticket-qr";
import { TicketView } from "./ticket-view";
import { TICKET_NOT_FOUND } from "./types";
import { useTicket } from "./use-ticket";

export function TicketPrint({ leaderId }: { leaderId: number }) {
  const query = useSearchParams();
  const mobile = query.get("mobile") ? toLatinDigits(query.get("mobile")!) : null;
  const trackingId = query.get("trackingId") ? toLatinDigits(query.get("trackingId")!) : null;
  const ticket = useTicket("ticket", mobile, trackingId);

  if (!mobile || !trackingId) return <p className="card text-center text-slate-700">{TICKET_NOT_FOUND}</p>;
  if (ticket.isLoading) return <p className="card text-center text-slate-500">در حال دریافت بلیت…</p>;
  if (ticket.isError) return <p className="card text-center text-red-700">دریافت بلیت انجام نشد؛ دوباره تلاش کنید.</p>;
  // A ticket of another leader's tour is not found under this leader's address.
  if (!ticket.data || ticket.data.tour.leaderId !== leaderId)
    return (
      <p className="card text-center text-slate-700" data-testid="ticket-not-found">
        {TICKET_NOT_FOUND}
      </p>
    );

  return (
    <div className="space-y-4">
      <TicketView ticket={ticket.data} aside={<TicketQr trackingId={ticket.data.trackingId} />} />
      <div className="flex justify-center gap-3 print:hidden">
        <button type="button" className="btn-primary" onClick={() => window.print()}>
          چاپ بلیت
        </button>
        <DownloadTicket trackingId={trackingId} mobile={mobile} />
      </div>
    </div>
  );
}
