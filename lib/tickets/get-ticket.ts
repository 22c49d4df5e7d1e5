import "server-only";
// The ticket calls, each by mobile + tracking id (404 unless both match), and the final receipt's by its receipt value.
import { prisma } from "@/lib/db/client";
import { toLatinDigits } from "@/lib/format/digits";
import { ApiError, notFound } from "@/lib/http/errors";
import { receiptTokenValid } from "@/lib/payments/receipt-token";
import { findTicket, ticketInclude } from "@/lib/reservations/find-ticket";
import { ticketPdf } from "./ticket-pdf";
import { manageTicketView, ticketView } from "./ticket-view";

export async function getTicket(mobile: string, trackingId: string) {
  return ticketView(await findTicket(mobile, trackingId));
}

export const RECEIPT_LINK_INVALID = "پیوند این رسید منقضی شده یا معتبر نیست. بلیت را با شماره موبایل و کد پیگیری پیامک‌شده در صفحهٔ پیگیری ببینید.";

/** The final receipt's ticket, opened by the bill and its short-lived receipt value (no mobile or tracking id in the address). */
export async function getReceiptTicket(billId: string, receipt: string) {
  if (!receiptTokenValid(billId, receipt)) throw notFound(RECEIPT_LINK_INVALID, "receipt_link_invalid");
  const reservation = await prisma.reservation.findUnique({ where: { billId }, include: ticketInclude });
  if (!reservation) throw notFound(RECEIPT_LINK_INVALID, "receipt_link_invalid");
  return ticketView(reservation);
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

/**
 * The ticket print page's ticket (read on the server, so a wrong code is a real 404 page): null
 * unless the mobile and tracking id match a ticket of this leader's tour.
 */
export async function findPrintableTicket(mobile: string | undefined, trackingId: string | undefined, leaderId: number) {
  if (!mobile || !trackingId) return null;
  try {
    const ticket = await getTicket(toLatinDigits(mobile), toLatinDigits(trackingId));
    return ticket.tour.leaderId === leaderId ? ticket : null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
