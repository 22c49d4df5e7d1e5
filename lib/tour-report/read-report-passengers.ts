import "server-only";
// The passengers of the tour report as JSON text, one array per session, written by PostgreSQL in the answer's
// wire form (the contract's passenger row, keys in its order): the ISO date of Date.toJSON, toman as a number, the
// titles of lib/tour-report/payment-method-titles.ts and lib/shared/ticket-statuses.ts passed in. For a 5,000-passenger
// tour, building 5,000 objects from rows and writing them as JSON cost Node ~190 ms of CPU per request (issue 33,
// bench/results/national-scale.md); the text is passed through instead. row_to_json writes compact JSON
// (json_build_object and json_agg would add spaces). Tickets released unpaid (expired holds, refused transfers)
// and deleted offline entries are left out; paid-then-cancelled ones stay, marked.
import { prisma } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { OFFLINE_METHODS } from "@/lib/passengers/find-tour-passenger";
import { STATUS_TITLES } from "@/lib/reservations/statuses";
import { PAYMENT_METHOD_TITLES } from "./payment-method-titles";

/** Session id → its passengers as a JSON array (text); a session without passengers is absent. */
export async function readReportPassengers(tourId: number, sessionIds: number[]): Promise<Map<number, string>> {
  if (!sessionIds.length) return new Map();
  const now = new Date();
  const iso = (column: Prisma.Sql) =>
    Prisma.sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  const rows = await prisma.$queryRaw<{ sessionId: number; passengers: string }[]>`
    select p."sessionId", '[' || string_agg(row_to_json(j)::text, ',' order by p."vehicleId", p."seatNumber", p.id) || ']' as passengers
    from "Passenger" p join "Reservation" r on r.id = p."reservationId"
    left join "User" s on s.id = r."sellerId"
    left join "CheckIn" c on c."passengerId" = p.id
    left join "User" bb on bb.id = c."boardedById"
    left join lateral (select count(*)::int as count, coalesce(sum(amount) filter (where status = 'Due'), 0)::bigint as outstanding,
                              coalesce(bool_or(status = 'Due' and "dueAt" < ${now}), false) as overdue
                       from "ReservationInstallment" where "reservationId" = r.id) i on true
    cross join lateral (
      select p.id, r.id as "reservationId", r."trackingId", p."firstName", p."lastName", p."firstName" || ' ' || p."lastName" as "fullName",
             p."nationalId", p.mobile, p.gender, p."ageGroup", p.email, p.phone, p.description, p."extraQuestionAnswer",
             p."vehicleId", p."seatNumber",
             coalesce((select ('[' || string_agg(row_to_json(e)::text, ',' order by x.id) || ']')::json
                       from "PassengerExtraItem" x cross join lateral (select x."extraItemId", x.title, x.number as count) e
                       where x."passengerId" = p.id), '[]'::json) as "extraItems",
             r."sellerId",
             case when r."sellerId" is not null then coalesce(nullif(s.brand, ''), s."firstName" || ' ' || s."lastName") end as "sellerName",
             r."paymentMethod",
             ${JSON.stringify(PAYMENT_METHOD_TITLES)}::jsonb ->> r."paymentMethod"::text as "paymentMethodTitle",
             r."paymentMethod"::text in (${Prisma.join(OFFLINE_METHODS)}) as "isOffline",
             p.status, ${JSON.stringify(STATUS_TITLES)}::jsonb ->> p.status::text as "statusTitle",
             p.paid, ${iso(Prisma.sql`p."createdAt"`)} as "createdAt",
             -- The QR check-in (lib/checkin): when the passenger boarded and which guide scanned them.
             ${iso(Prisma.sql`c."boardedAt"`)} as "boardedAt",
             case when c."boardedAt" is not null then bb."firstName" || ' ' || bb."lastName" end as "boardedByName",
             -- A ticket sold in installments (docs/installments.md): what its unpaid installments still owe (0: paid off)
             -- and whether one is past due; null for a ticket paid at once.
             (select row_to_json(k) from (select i.outstanding, i.overdue) k where i.count > 0) as installments
    ) j
    where p."sessionId" in (${Prisma.join(sessionIds)}) and r."tourId" = ${tourId}
      and (p."activeNationalKey" is not null or (p.status = 'Cancelled' and p."refundId" is not null))
    group by p."sessionId"`;
  return new Map(rows.map((r) => [r.sessionId, r.passengers]));
}
