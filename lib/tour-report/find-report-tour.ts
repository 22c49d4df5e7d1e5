import "server-only";
// The tour report's head (lib/tour-report/list-tour-passengers.ts, answer-tour-passengers.ts): the leader's tour
// with its extra items and, per session (one with `sessionId`), places and vehicles with closed seats — everything
// but the passengers. Another leader's tour, a deleted one, or a session not of the tour: 404.
import { prisma } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { HTTP_MESSAGES } from "@/lib/http/messages";
import { TRANSPORT_TITLES } from "@/lib/tours/options";
import { hasSeatMap } from "@/lib/tours/seat-maps";
import { placesLeft } from "@/lib/shared/places-left";

export async function findReportTour(leaderId: number, tourId: number, sessionId?: number) {
  const tour = await prisma.tour.findFirst({
    where: { id: tourId, leaderId, deletedAt: null },
    select: {
      id: true,
      title: true,
      tourType: true,
      status: true,
      extraQuestionTitle: true,
      extraItems: {
        orderBy: { id: "asc" },
        select: { id: true, title: true, price: true, capacity: true, soldCount: true },
      },
      sessions: {
        where: sessionId ? { id: sessionId } : undefined,
        orderBy: { startTime: "asc" },
        select: {
          id: true,
          startTime: true,
          endTime: true,
          capacity: true,
          bookedCount: true,
          heldCount: true,
          vehicles: {
            orderBy: { id: "asc" },
            select: {
              id: true,
              vehicleType: true,
              capacity: true,
              bookedCount: true,
              busPassengersCanChooseTheirSeat: true,
              closedSeats: { select: { seatNumber: true } },
            },
          },
        },
      },
    },
  });
  if (!tour) throw notFound(HTTP_MESSAGES.notFound, "not_found");
  if (sessionId && !tour.sessions.length) throw notFound(HTTP_MESSAGES.notFound, "not_found");
  return {
    tourId: tour.id,
    title: tour.title,
    tourType: tour.tourType,
    status: tour.status,
    extraQuestionTitle: tour.extraQuestionTitle,
    extraItems: tour.extraItems,
    sessions: tour.sessions.map((s) => ({
      id: s.id,
      startTime: s.startTime,
      endTime: s.endTime,
      capacity: s.capacity,
      bookedCount: s.bookedCount,
      // Places held for the waiting list's offers are not free (docs/waiting-list.md).
      placesLeft: placesLeft(s.capacity, s.bookedCount + s.heldCount),
      vehicles: s.vehicles.map((v) => ({
        id: v.id,
        vehicleType: v.vehicleType,
        typeTitle: TRANSPORT_TITLES[v.vehicleType],
        capacity: v.capacity,
        bookedCount: v.bookedCount,
        hasSeatMap: hasSeatMap(v.vehicleType),
        closedSeats: v.closedSeats.map((c) => c.seatNumber).sort((a, b) => a - b),
      })),
    })),
  };
}
