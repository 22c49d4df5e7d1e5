import "server-only";
// The rows of a reservation written in ONE statement under the session's row lock (taken by the same
// statement when the caller did not take it before): the bill and its first payment (rows made by
// lib/payments/create-bill.ts's newBillRows), the reservation and its passengers. One round trip
// instead of six keeps the lock short, which bounds how many buyers of one session go through per second. A passenger already registered on the session hits the unique key
// of activeNationalKey here, and the caller answers it as a 409 (reserve.ts, translate()).
import { Prisma } from "@/lib/db/generated/client";
import type { SqlRunner } from "@/lib/db/sql-runner";
import type { AgeGroup, Gender, TicketStatus, TransportType } from "@/lib/db/generated/enums";
import type { newBillRows } from "@/lib/payments/create-bill";
import type { PassengerPrice } from "./pricing";

export interface ReservationRow {
  trackingId: string;
  tourId: number;
  sessionId: number;
  buyerMobile: string;
  buyerEmail: string | null;
  buyerPhone: string | null;
  buyerUserId: number | null;
  sellerId: number | null;
  discountId: number | null;
  campaignCodeId: number | null;
  discountCode: string | null;
  totalPrice: bigint;
  discountAmount: bigint;
  amount: bigint;
  status: TicketStatus;
  uuid: string | null;
  saleOrigin: string | null;
  createdAt: Date;
}

/** A passenger as written: who, where they sit, and the prices pricing.ts worked out. */
export interface PassengerRow extends PassengerPrice {
  firstName: string;
  lastName: string;
  nationalId: string;
  mobile: string;
  gender: Gender;
  ageGroup: AgeGroup;
  extraQuestionAnswer: string | null;
  vehicleId: number | null;
  vehicleType: TransportType | null;
  seatNumber: number | null;
  activeNationalKey: string;
}

/**
 * Writes the bill, its payment, the reservation and its passengers; answers the reservation's id and
 * each passenger's id by national id. With `place`, the same statement first takes the passengers'
 * places in the session (`bookedCount + heldCount + n <= capacity`: held places of the waiting list count too; registration open) and writes nothing, answering
 * null, when it cannot; without it the caller took them already.
 */
export async function writeReservation(
  sql: SqlRunner,
  rows: {
    place: { count: number; now: Date } | null;
    bill: ReturnType<typeof newBillRows>;
    reservation: ReservationRow;
    passengers: PassengerRow[];
  },
): Promise<{ reservationId: number; passengerIds: Map<string, number> } | null> {
  const { bill, payment } = rows.bill;
  const r = rows.reservation;
  // 0: the place was taken before, the session's update matches nothing and the rows are written.
  const count = rows.place?.count ?? 0;
  const now = rows.place?.now ?? r.createdAt;
  // Money as text in the JSON: json_to_recordset reads it into bigint exactly.
  // n keeps the passengers' order (their ids follow it, as the form listed them).
  const passengers = JSON.stringify(
    rows.passengers.map((p, n) => ({ ...p, n })),
    (_key, value) => (typeof value === "bigint" ? value.toString() : value),
  );
  const answer = await sql.rows<{ id: number; passengers: { id: number; nationalId: string }[] }>(Prisma.sql`
    WITH s AS (
      UPDATE "TourSession" SET "bookedCount" = "bookedCount" + ${count}
      WHERE ${count}::int > 0 AND id = ${r.sessionId} AND "tourId" = ${r.tourId} AND "bookedCount" + "heldCount" + ${count}::int <= capacity
        AND COALESCE("registrationEndTime", "endTime") > ${now} AND "endTime" > ${now}
      RETURNING id
    ), go AS (
      SELECT 1 WHERE ${count}::int = 0 OR EXISTS (SELECT 1 FROM s)
    ), b AS (
      INSERT INTO "Bill" (id, purpose, amount, method, "payerMobile", "payerName", "payerEmail", "payerUserId", "beneficiaryId",
                          description, reference, "expiresAt", "createdAt", "updatedAt")
      SELECT ${bill.id}, ${bill.purpose}::"BillPurpose", ${bill.amount}, ${bill.method}::"PaymentMethod", ${bill.payerMobile}, ${bill.payerName},
             ${bill.payerEmail}, ${bill.payerUserId}, ${bill.beneficiaryId}, ${bill.description}, ${bill.reference}, ${bill.expiresAt},
             ${bill.createdAt}, ${bill.createdAt}
      FROM go
      RETURNING id
    ), p AS (
      INSERT INTO "Payment" ("billId", method, amount, status, "paymentToken", "createdAt", "updatedAt")
      SELECT b.id, ${payment.method}::"PaymentMethod", ${payment.amount}, ${payment.status}::"PaymentStatus", ${payment.paymentToken},
             ${payment.createdAt}, ${payment.createdAt}
      FROM b
    ), r AS (
      INSERT INTO "Reservation" ("trackingId", "tourId", "sessionId", "buyerMobile", "buyerEmail", "buyerPhone", "buyerUserId", "sellerId",
                                 "discountId", "campaignCodeId", "discountCode", "totalPrice", "discountAmount", amount, "paymentMethod",
                                 status, uuid, "saleOrigin", "billId", "createdAt", "updatedAt")
      SELECT ${r.trackingId}, ${r.tourId}, ${r.sessionId}, ${r.buyerMobile}, ${r.buyerEmail}, ${r.buyerPhone}, ${r.buyerUserId}, ${r.sellerId},
             ${r.discountId}, ${r.campaignCodeId}, ${r.discountCode}, ${r.totalPrice}, ${r.discountAmount}, ${r.amount},
             ${bill.method}::"PaymentMethod", ${r.status}::"TicketStatus", ${r.uuid}, ${r.saleOrigin}, b.id, ${r.createdAt}, ${r.createdAt}
      FROM b
      RETURNING id
    ), ps AS (
      INSERT INTO "Passenger" ("reservationId", "sessionId", "firstName", "lastName", "nationalId", mobile, gender, "ageGroup",
                               "extraQuestionAnswer", "vehicleId", "vehicleType", "seatNumber", "basePrice", "vehiclePrice", "extrasPrice",
                               "totalPrice", "discountPrice", paid, commission, "sellerShare", status, "activeNationalKey", "createdAt")
      SELECT r.id, ${r.sessionId}, x."firstName", x."lastName", x."nationalId", x.mobile, x.gender, x."ageGroup", x."extraQuestionAnswer",
             x."vehicleId", x."vehicleType", x."seatNumber", x."basePrice", x."vehiclePrice", x."extrasPrice", x."totalPrice",
             x."discountPrice", x.paid, x.commission, x."sellerShare", ${r.status}::"TicketStatus", x."activeNationalKey", ${r.createdAt}
      FROM r, json_to_recordset(${passengers}::json) AS x(
        "firstName" text, "lastName" text, "nationalId" text, mobile text, gender "Gender", "ageGroup" "AgeGroup", "extraQuestionAnswer" text,
        "vehicleId" int, "vehicleType" "TransportType", "seatNumber" int, "basePrice" bigint, "vehiclePrice" bigint, "extrasPrice" bigint,
        "totalPrice" bigint, "discountPrice" bigint, paid bigint, commission bigint, "sellerShare" bigint, "activeNationalKey" text, n int)
      ORDER BY x.n
      RETURNING id, "nationalId"
    )
    SELECT r.id, (SELECT json_agg(json_build_object('id', ps.id, 'nationalId', ps."nationalId")) FROM ps) AS passengers
    FROM r`);
  const [written] = answer;
  if (!written) return null;
  return { reservationId: written.id, passengerIds: new Map(written.passengers.map((p) => [p.nationalId, p.id])) };
}
