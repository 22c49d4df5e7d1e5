import "server-only";
// GET /api/tour/{tourId}/passengers: the tour's report of who travels — per session, its vehicles
// (with closed seats) and passengers (name, national id, mobile, vehicle and seat, extra items,
// extra-question answer, seller, payment method, status, boarding at the QR check-in, and for a ticket sold in
// installments what is still owed and whether it is overdue). Tickets released unpaid (expired holds,
// refused transfers) and deleted offline entries are left out; paid-then-cancelled ones stay, marked.
// Three queries whatever the number of passengers.
import { prisma } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { HTTP_MESSAGES } from "@/lib/http/messages";
import { OFFLINE_METHODS } from "@/lib/passengers/find-tour-passenger";
import { STATUS_TITLES } from "@/lib/reservations/statuses";
import { TRANSPORT_TITLES } from "@/lib/tours/options";
import { hasSeatMap } from "@/lib/tours/seat-maps";
import { placesLeft } from "@/lib/shared/places-left";

export const PAYMENT_METHOD_TITLES: Record<string, string> = {
  Online: "آنلاین",
  C2C: "کارت به کارت",
  Credit: "اعتبار",
  Offline: "آفلاین",
  OfflinePlusCommission: "آفلاین با کارمزد",
};

export async function listTourPassengers(leaderId: number, tourId: number, sessionId?: number) {
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
  const sessionIds = tour.sessions.map((s) => s.id);
  const passengers = await prisma.passenger.findMany({
    where: {
      sessionId: { in: sessionIds },
      reservation: { tourId },
      OR: [{ activeNationalKey: { not: null } }, { status: "Cancelled", refundId: { not: null } }],
    },
    orderBy: [{ sessionId: "asc" }, { vehicleId: "asc" }, { seatNumber: "asc" }, { id: "asc" }],
    select: {
      id: true,
      sessionId: true,
      firstName: true,
      lastName: true,
      nationalId: true,
      mobile: true,
      gender: true,
      ageGroup: true,
      email: true,
      phone: true,
      description: true,
      extraQuestionAnswer: true,
      vehicleId: true,
      seatNumber: true,
      paid: true,
      status: true,
      createdAt: true,
      extraItems: { select: { extraItemId: true, title: true, number: true } },
      checkIn: { select: { boardedAt: true, boardedBy: { select: { firstName: true, lastName: true } } } },
      reservation: {
        select: {
          id: true,
          trackingId: true,
          paymentMethod: true,
          sellerId: true,
          seller: { select: { firstName: true, lastName: true, brand: true } },
          installments: { where: { status: "Due" }, select: { amount: true, dueAt: true } },
          _count: { select: { installments: true } },
        },
      },
    },
  });
  const now = new Date();
  const bySession = new Map<number, typeof passengers>();
  for (const p of passengers) bySession.set(p.sessionId, [...(bySession.get(p.sessionId) ?? []), p]);
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
      passengers: (bySession.get(s.id) ?? []).map((p) => {
        const offline = (OFFLINE_METHODS as readonly string[]).includes(p.reservation.paymentMethod);
        const seller = p.reservation.seller;
        return {
          id: p.id,
          reservationId: p.reservation.id,
          trackingId: p.reservation.trackingId,
          firstName: p.firstName,
          lastName: p.lastName,
          fullName: `${p.firstName} ${p.lastName}`,
          nationalId: p.nationalId,
          mobile: p.mobile,
          gender: p.gender,
          ageGroup: p.ageGroup,
          email: p.email,
          phone: p.phone,
          description: p.description,
          extraQuestionAnswer: p.extraQuestionAnswer,
          vehicleId: p.vehicleId,
          seatNumber: p.seatNumber,
          extraItems: p.extraItems.map((e) => ({ extraItemId: e.extraItemId, title: e.title, count: e.number })),
          sellerId: p.reservation.sellerId,
          sellerName: seller ? seller.brand || `${seller.firstName} ${seller.lastName}` : null,
          paymentMethod: p.reservation.paymentMethod,
          paymentMethodTitle: PAYMENT_METHOD_TITLES[p.reservation.paymentMethod],
          isOffline: offline,
          status: p.status,
          statusTitle: STATUS_TITLES[p.status],
          paid: p.paid,
          createdAt: p.createdAt,
          // The QR check-in (lib/checkin): when the passenger boarded and which guide scanned them.
          boardedAt: p.checkIn?.boardedAt ?? null,
          boardedByName: p.checkIn ? `${p.checkIn.boardedBy.firstName} ${p.checkIn.boardedBy.lastName}` : null,
          installments: installmentState(p.reservation, now),
        };
      }),
    })),
  };
}

/**
 * A ticket sold in installments (docs/installments.md): what its unpaid installments still owe (0: paid off) and
 * whether one is past due; null for a ticket paid at once. The ticket's state, shown on each of its passengers.
 */
function installmentState(
  reservation: { installments: { amount: bigint; dueAt: Date }[]; _count: { installments: number } },
  now: Date,
) {
  if (reservation._count.installments === 0) return null;
  return {
    outstanding: reservation.installments.reduce((sum, i) => sum + i.amount, 0n),
    overdue: reservation.installments.some((i) => i.dueAt < now),
  };
}
