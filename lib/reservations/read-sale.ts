import "server-only";
// Everything a reservation reads before it takes the session's place, in ONE statement (one round
// trip instead of six): the tour row FOR SHARE (a leader's edit takes it FOR UPDATE, so the sold terms
// cannot change under the sale), whether a passenger is on the leader's blacklist, the session with
// its vehicles and their closed seats, the tour's extra items, the leader's wage terms, and whether a
// candidate tracking id is taken. The checks on these stay in reserve.ts, in their order.
import { Prisma } from "@/lib/db/generated/client";
import type { TransportType } from "@/lib/db/generated/enums";
import type { SqlRunner } from "@/lib/db/sql-runner";
import type { WageTerms } from "./pricing";
import { wageTermsFrom } from "./wage-terms";

export interface LockedTour {
  id: number;
  leaderId: number;
  title: string;
  status: string;
  registrationOpen: boolean;
  extraQuestionTitle: string | null;
  extraQuestionIsDateType: boolean;
  answerToExtraQuestionIsRequired: boolean;
  affiliatesCanSellThisTour: boolean;
  shareFromSalesToAffiliates: bigint;
  shareIsInPercent: boolean;
  maxSellCountFromCollaborators: number | null;
}

export interface SaleSession {
  id: number;
  price: bigint;
  childPrice: bigint | null;
  infantPrice: bigint | null;
  vehicles: SessionVehicle[];
}

export interface SessionVehicle {
  id: number;
  vehicleType: TransportType;
  busPassengersCanChooseTheirSeat: boolean;
  price: bigint;
  closedSeats: { seatNumber: number }[];
}

export interface SaleItem {
  id: number;
  title: string;
  price: bigint;
}

export interface SaleTerms {
  tour: LockedTour;
  blacklisted: boolean;
  session: SaleSession | null;
  items: SaleItem[];
  wage: WageTerms;
  trackingIdTaken: boolean;
}

interface Row extends Omit<LockedTour, "shareFromSalesToAffiliates"> {
  shareFromSalesToAffiliates: string;
  blacklisted: boolean;
  session: {
    id: number;
    price: string;
    childPrice: string | null;
    infantPrice: string | null;
    vehicles: {
      id: number;
      vehicleType: TransportType;
      busPassengersCanChooseTheirSeat: boolean;
      price: string;
      closedSeats: number[];
    }[];
  } | null;
  items: { id: number; title: string; price: string }[];
  wage: { percentWagePerPassenger: number; maxAlowedWagePricePerPassenger: string } | null;
  trackingIdTaken: boolean;
}

const money = (value: string | null) => (value === null ? null : BigInt(value));

/** The sale's terms, or null when no selling tour has this id (a draft, a deleted tour or leader). */
export async function readSale(
  sql: SqlRunner,
  input: { tourId: number; sessionId: number; nationalIds: string[]; trackingId: string },
): Promise<SaleTerms | null> {
  const { tourId, sessionId, nationalIds, trackingId } = input;
  // Money goes as text (in JSON and out of it): a bigint survives exactly, whichever driver reads it.
  const rows = await sql.rows<Row>(Prisma.sql`
    SELECT t.id, t."leaderId", t.title, t.status::text AS status, t."registrationOpen", t."extraQuestionTitle", t."extraQuestionIsDateType",
           t."answerToExtraQuestionIsRequired", t."affiliatesCanSellThisTour", t."shareFromSalesToAffiliates"::text AS "shareFromSalesToAffiliates",
           t."shareIsInPercent", t."maxSellCountFromCollaborators",
           EXISTS (SELECT 1 FROM "PassengerBlacklist" b WHERE b."leaderId" = t."leaderId" AND b."nationalId" = ANY(${nationalIds}::text[])) AS blacklisted,
           (SELECT json_build_object(
                     'id', s.id, 'price', s.price::text, 'childPrice', s."childPrice"::text, 'infantPrice', s."infantPrice"::text,
                     'vehicles', (SELECT coalesce(json_agg(json_build_object(
                                    'id', v.id, 'vehicleType', v."vehicleType", 'busPassengersCanChooseTheirSeat', v."busPassengersCanChooseTheirSeat",
                                    'price', v.price::text,
                                    'closedSeats', (SELECT coalesce(json_agg(c."seatNumber"), '[]') FROM "VehicleClosedSeat" c WHERE c."vehicleId" = v.id))
                                  ORDER BY v.id), '[]')
                                  FROM "Vehicle" v WHERE v."sessionId" = s.id))
            FROM "TourSession" s WHERE s.id = ${sessionId} AND s."tourId" = t.id) AS session,
           (SELECT coalesce(json_agg(json_build_object('id', i.id, 'title', i.title, 'price', i.price::text) ORDER BY i.id), '[]')
            FROM "TourExtraItem" i WHERE i."tourId" = t.id) AS items,
           (SELECT json_build_object('percentWagePerPassenger', w."percentWagePerPassenger", 'maxAlowedWagePricePerPassenger', w."maxAlowedWagePricePerPassenger"::text)
            FROM "LeaderWageSetting" w WHERE w."leaderId" = t."leaderId") AS wage,
           EXISTS (SELECT 1 FROM "Reservation" r WHERE r."trackingId" = ${trackingId}) AS "trackingIdTaken"
    FROM "Tour" t
    WHERE t.id = ${tourId} AND t."isDraft" = false AND t."deletedAt" IS NULL
      -- A leader deleted by an operator, or a tour an operator hid or suspended, sells nothing.
      AND t.moderation IS NULL
      AND NOT EXISTS (SELECT 1 FROM "User" u WHERE u.id = t."leaderId" AND u."deletedAt" IS NOT NULL)
    FOR SHARE OF t`);
  const row = rows[0];
  if (!row) return null;
  const { blacklisted, session, items, wage, trackingIdTaken, shareFromSalesToAffiliates, ...tour } = row;
  return {
    tour: { ...tour, shareFromSalesToAffiliates: BigInt(shareFromSalesToAffiliates) },
    blacklisted,
    session: session && {
      id: session.id,
      price: BigInt(session.price),
      childPrice: money(session.childPrice),
      infantPrice: money(session.infantPrice),
      vehicles: session.vehicles.map((v) => ({
        ...v,
        price: BigInt(v.price),
        closedSeats: v.closedSeats.map((seatNumber) => ({ seatNumber })),
      })),
    },
    items: items.map((i) => ({ ...i, price: BigInt(i.price) })),
    wage: wageTermsFrom(
      wage && {
        percentWagePerPassenger: wage.percentWagePerPassenger,
        maxAlowedWagePricePerPassenger: BigInt(wage.maxAlowedWagePricePerPassenger),
      },
    ),
    trackingIdTaken,
  };
}
