"use client";
// The printable ticket (read by the page on the server): the ticket with the QR code of its
// signed check-in value, a print button, the PDF download and the calendar file (.ics); the buttons
// are left out of the printout.
import { urlOf } from "@/lib/client/endpoint";
import { ticketIcsContract } from "@/lib/client/endpoints/traveller";
import { DownloadTicket } from "./download-ticket";
import { TicketQr } from "./ticket-qr";
import { TicketView } from "./ticket-view";
import type { Ticket } from "./types";

export function TicketPrint({ ticket, mobile }: { ticket: Ticket; mobile: string }) {
  return (
    <div className="space-y-4">
      <TicketView ticket={ticket} aside={<TicketQr value={ticket.checkInCode} trackingId={ticket.trackingId} />} />
      <div className="flex flex-wrap justify-center gap-3 print:hidden">
        <button type="button" className="btn-primary" onClick={() => window.print()}>
          چاپ بلیت
        </button>
        <DownloadTicket trackingId={ticket.trackingId} mobile={mobile} />
        <a
          href={urlOf(ticketIcsContract, { params: { mobile, trackingId: ticket.trackingId } })}
          download
          className="btn-secondary"
          data-testid="ticket-ics"
        >
          افزودن به تقویم
        </a>
      </div>
    </div>
  );
}
