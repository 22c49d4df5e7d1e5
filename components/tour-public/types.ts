// The public tour as the pages and their client islands receive it: inferred from the answer of
// GET /api/Tour/{tourId} (lib/tours/responses.ts), which the page's loader also returns
// (lib/tours/load-public-tour.ts).
export type { PublicTour } from "@/lib/tours/live-figures";
export type { OtherTour, ReserveTour } from "@/lib/tours/load-public-tour";
import type { PublicTour } from "@/lib/tours/live-figures";

export type PublicSession = PublicTour["sessions"][number];
export type PublicVehicle = PublicSession["vehicles"][number];
export type PublicExtraItem = PublicTour["extraItems"][number];
