import { PDF_TYPE } from "@/lib/http/media-types";
import "server-only";
// The ticket calls, each by mobile + tracking id (404 unless both match), and the final receipt's by its receipt value.
import { buildPath } from "@/lib/client/endpoint";
import { prisma } from "@/lib/db/client";
import { ticketPdfContract } from "./contracts";
import { toLatinDigits } from "@/lib/format/digits";
import { claimWindow } from "@/lib/accounts/login-guard";
import { ApiError, notFound, tooManyRequests } from "@/lib/http/errors";
import { receiptTokenValid } from "@/lib/payments/receipt-token";
import { findTicket, ticketInclude } from "@/lib/reservations/find-ticket";
import { ticketPdf } from "./ticket-pdf";
import { manageTicketView, ticketView } from "./ticket-view";

const TICKET_PDF_LIMITED = "درخواست فایل بلیت بیش از حد مجاز است؛ یک دقیقه دیگر دوباره تلاش کنید.";

export async function getTicket(mobile: string, trackingId: string) {
  return ticketView(await findTicket(mobile, trackingId));
}

export const RECEIPT_LINK_INVALID =
  "پیوند این رسید منقضی شده یا معتبر نیست. بلیت را با شماره موبایل و کد پیگیری پیامک‌شده در صفحهٔ پیگیری ببینید.";

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
  return { address: buildPath(ticketPdfContract.path, { trackingId: t.trackingId, mobile: t.buyerMobile }) };
}

/**
 * Drawing a ticket's PDF costs ~100 ms of CPU, and anyone holding a ticket's mobile and tracking id may
 * ask for it: a ticket gets `perTicket` PDFs a minute and a client address `perAddress` (a carrier's
 * shared address holds many buyers), counted in the database for every instance (docs/benchmarks.md,
 * "Anonymous calls").
 */
export const TICKET_PDF_LIMIT = { perTicket: 10, perAddress: 60, windowSeconds: 60 } as const;

export async function ticketPdfResponse(mobile: string, trackingId: string, ip: string): Promise<Response> {
  const ticket = ticketView(await findTicket(mobile, trackingId));
  const { perTicket, perAddress, windowSeconds } = TICKET_PDF_LIMIT;
  if (
    !(await claimWindow(`pdf:t:${ticket.trackingId}`, perTicket, windowSeconds)) ||
    !(await claimWindow(`pdf:a:${ip}`, perAddress, windowSeconds))
  )
    throw tooManyRequests(TICKET_PDF_LIMITED, "ticket_pdf_limited");
  const pdf = await ticketPdf(ticket);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "content-type": PDF_TYPE,
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
export async function findPrintableTicket(
  mobile: string | undefined,
  trackingId: string | undefined,
  leaderId: number,
) {
  if (!mobile || !trackingId) return null;
  try {
    const ticket = await getTicket(toLatinDigits(mobile), toLatinDigits(trackingId));
    return ticket.tour.leaderId === leaderId ? ticket : null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
