import "server-only";
// The tour report of who travels as objects, for the server's own readers (the print page, the Excel export, the
// benches): per session, its vehicles (with closed seats) and passengers (name, national id, mobile, vehicle and
// seat, extra items, extra-question answer, seller, payment method, status, boarding at the QR check-in, and for a
// ticket sold in installments what is still owed and whether it is overdue), in the answer's wire form (dates as ISO
// strings, toman as numbers). GET /api/tour/{tourId}/passengers passes the same JSON text through instead
// (answer-tour-passengers.ts). Two queries whatever the number of passengers.
import type { z } from "@/lib/validation/z";
import type { tourPassengersContract } from "./contracts";
import { findReportTour } from "./find-report-tour";
import { readReportPassengers } from "./read-report-passengers";

type ReportPassenger = z.output<typeof tourPassengersContract.response>["sessions"][number]["passengers"][number];

/** `withPassengers: false`: the tour, its sessions and vehicles only (the export's access check and sheet list). */
export async function listTourPassengers(
  leaderId: number,
  tourId: number,
  sessionId?: number,
  { withPassengers = true }: { withPassengers?: boolean } = {},
) {
  const tour = await findReportTour(leaderId, tourId, sessionId);
  const texts = withPassengers
    ? await readReportPassengers(
        tourId,
        tour.sessions.map((s) => s.id),
      )
    : new Map();
  return {
    ...tour,
    sessions: tour.sessions.map((s) => ({
      ...s,
      passengers: JSON.parse(texts.get(s.id) ?? "[]") as ReportPassenger[],
    })),
  };
}
