import "server-only";
// The three ticket calls, each by mobile + tracking id (404 unless both match).
import { findTicket } from "@/lib/reservations/find-ticket";
import { ticketPdf } from "./ticket-pdf";
import { manageTicketView, ticketView } from "./ticket-view";

export async function getTicket(mobile: string, trackingId: string) {
  return ticketView(await findTicket(mobile, trackingId));
}

export async function getManageTicket(mobile: string, trackingId: string) {
  return manageTicketView(await findTicket(mobile, trackingId));
}

export async function ticketDownloadAddress(mobile: string, trackingId: string) {
  const t = await findTicket(mobile, trackingId);
  return { address: `/api/tour/ticket/tracking/${encodeURIComponent(t.trackingId)}/mobile/${encodeURIComponent(t.buyerMobile)}/pdf` };
}

export async function ticketPdfResponse(mobile: string, trackingId: string): Promise<Response> {
  const ticket = ticketView(await findTicket(mobile, trackingId));
  const pdf = await ticketPdf(ticket);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="ticket-${ticket.trackingId}.pdf"`,
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    },
  });
}
