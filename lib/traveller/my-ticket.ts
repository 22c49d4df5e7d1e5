import "server-only";
// A ticket of the signed-in traveller (GET /api/my/tickets/{trackingId}) and its calendar file, and
// the ticket page's calendar file by mobile and tracking id (GET /api/tour/ticket/{mobile}/{trackingId}/ics).
// Both find the reservation by the mobile AND the tracking id (lib/reservations/find-ticket.ts): another
// mobile's tracking id is a 404, as if it did not exist.
import { env } from "@/lib/config/env";
import { ticketPageUrl } from "@/lib/installments/ticket-page-url";
import { findTicket, type TicketRecord } from "@/lib/reservations/find-ticket";
import { manageTicketView } from "@/lib/tickets/ticket-view";
import { icsResponse, ticketIcs } from "./ticket-ics";

export async function getMyTicket(mobile: string, trackingId: string) {
  return manageTicketView(await findTicket(mobile, trackingId));
}

export function ticketIcsOf(t: TicketRecord, now = new Date()): Response {
  const active = t.passengers.filter((p) => p.status !== "Cancelled");
  const body = ticketIcs(
    {
      trackingId: t.trackingId,
      title: t.tour.title,
      startTime: t.session.startTime,
      endTime: t.session.endTime,
      location: t.tour.startPlaceText,
      leaderName: t.tour.leader.brand || `${t.tour.leader.firstName} ${t.tour.leader.lastName}`,
      passengers: (active.length ? active : t.passengers).map((p) => `${p.firstName} ${p.lastName}`),
      cancelled: active.length === 0 || t.tour.status === "Cancelled",
      url: ticketPageUrl(t.tour.leaderId, t.trackingId, t.buyerMobile, t.saleOrigin),
      host: new URL(env.publicUrl).hostname,
    },
    now,
  );
  return icsResponse(body, t.trackingId);
}

export async function ticketIcsResponse(mobile: string, trackingId: string): Promise<Response> {
  return ticketIcsOf(await findTicket(mobile, trackingId));
}
