import "server-only";
// GET /api/tour/{tourId}/passengers: the tour's report of who travels — per session, its vehicles
// (with closed seats) and passengers (name, national id, mobile, vehicle and seat, extra items,
// extra-question answer, seller, payment method, status, boarding at the QR check-in, and for a ticket sold in
// installments what is still owed and whether it is overdue). Tickets released unpaid (expired holds,
// refused transfers) and deleted offline entries are left out; paid-then-cancelled ones stay, marked.
// Two queries whatever the number of passengers.
import { prisma } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import type { AgeGroup, Gender, PaymentMethod, TicketStatus } from "@/lib/db/generated/enums";
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

/** A passenger of the report with its ticket, seller, boarding and installments, as the query answers it. */
interface ReportRow {
  id: number;
  sessionId: number;
  firstName: string;
  lastName: string;
  nationalId: string;
  mobile: string;
  gender: Gender;
  ageGroup: AgeGroup;
  email: string | null;
  phone: string | null;
  description: string | null;
  extraQuestionAnswer: string | null;
  vehicleId: number | null;
  seatNumber: number | null;
  paid: bigint;
  status: TicketStatus;
  createdAt: Date;
  reservationId: number;
  trackingId: string;
  paymentMethod: PaymentMethod;
  sellerId: number | null;
  sellerFirstName: string | null;
  sellerLastName: string | null;
  sellerBrand: string | null;
  boardedAt: Date | null;
  boardedByFirstName: string | null;
  boardedByLastName: string | null;
  extraItems: { extraItemId: number | null; title: string; count: number }[];
  installmentCount: number;
  outstanding: bigint;
  overdue: boolean;
}

/** `withPassengers: false`: the tour, its sessions and vehicles only (the export's access check and sheet list). */
export async function listTourPassengers(
  leaderId: number,
  tourId: number,
  sessionId?: number,
  { withPassengers = true }: { withPassengers?: boolean } = {},
) {
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
  const now = new Date();
  // One SQL query with flat joins: Prisma's nested reads (extra items, check-in, ticket, seller, installments) of a
  // 5,000-passenger tour cost ~4× the database's time in building objects (issue 33, docs/benchmarks.md).
  const passengers = !withPassengers
    ? []
    : await prisma.$queryRaw<ReportRow[]>`
    select p.id, p."sessionId", p."firstName", p."lastName", p."nationalId", p.mobile, p.gender, p."ageGroup", p.email, p.phone,
           p.description, p."extraQuestionAnswer", p."vehicleId", p."seatNumber", p.paid, p.status, p."createdAt",
           r.id as "reservationId", r."trackingId", r."paymentMethod", r."sellerId",
           s."firstName" as "sellerFirstName", s."lastName" as "sellerLastName", s.brand as "sellerBrand",
           c."boardedAt", bb."firstName" as "boardedByFirstName", bb."lastName" as "boardedByLastName",
           coalesce((select json_agg(json_build_object('extraItemId', x."extraItemId", 'title', x.title, 'count', x.number) order by x.id)
                     from "PassengerExtraItem" x where x."passengerId" = p.id), '[]'::json) as "extraItems",
           i.count as "installmentCount", i.outstanding, i.overdue
    from "Passenger" p join "Reservation" r on r.id = p."reservationId"
    left join "User" s on s.id = r."sellerId"
    left join "CheckIn" c on c."passengerId" = p.id
    left join "User" bb on bb.id = c."boardedById"
    left join lateral (select count(*)::int as count, coalesce(sum(amount) filter (where status = 'Due'), 0)::bigint as outstanding,
                              coalesce(bool_or(status = 'Due' and "dueAt" < ${now}), false) as overdue
                       from "ReservationInstallment" where "reservationId" = r.id) i on true
    where p."sessionId" in (${Prisma.join(sessionIds.length ? sessionIds : [0])}) and r."tourId" = ${tourId}
      and (p."activeNationalKey" is not null or (p.status = 'Cancelled' and p."refundId" is not null))
    order by p."sessionId", p."vehicleId", p."seatNumber", p.id`;
  const bySession = new Map<number, typeof passengers>();
  for (const p of passengers) {
    const list = bySession.get(p.sessionId);
    if (list) list.push(p);
    else bySession.set(p.sessionId, [p]);
  }
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
        const offline = (OFFLINE_METHODS as readonly string[]).includes(p.paymentMethod);
        return {
          id: p.id,
          reservationId: p.reservationId,
          trackingId: p.trackingId,
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
          extraItems: p.extraItems,
          sellerId: p.sellerId,
          sellerName: p.sellerId ? p.sellerBrand || `${p.sellerFirstName} ${p.sellerLastName}` : null,
          paymentMethod: p.paymentMethod,
          paymentMethodTitle: PAYMENT_METHOD_TITLES[p.paymentMethod],
          isOffline: offline,
          status: p.status,
          statusTitle: STATUS_TITLES[p.status],
          paid: p.paid,
          createdAt: p.createdAt,
          // The QR check-in (lib/checkin): when the passenger boarded and which guide scanned them.
          boardedAt: p.boardedAt,
          boardedByName: p.boardedAt ? `${p.boardedByFirstName} ${p.boardedByLastName}` : null,
          // A ticket sold in installments (docs/installments.md): what its unpaid installments still owe (0: paid
          // off) and whether one is past due; null for a ticket paid at once.
          installments: p.installmentCount ? { outstanding: p.outstanding, overdue: p.overdue } : null,
        };
      }),
    })),
  };
}
