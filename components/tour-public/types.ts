// The public tour as the pages and their client islands receive it: inferred from the answer of
// GET /api/Tour/{tourId} (lib/tours/responses.ts), which the page's loader also returns
// (lib/tours/get-public-tour.ts getCachedPublicTour).
export type { PublicTour } from "@/lib/tours/live-figures";
export type { OtherTour } from "@/lib/tours/list-leader-open-tours";
export type { ReserveTour } from "@/lib/public-pages/reserve-tour";
import type { PublicTour } from "@/lib/tours/live-figures";

export type PublicSession = PublicTour["sessions"][number];
export type PublicVehicle = PublicSession["vehicles"][number];
export type PublicExtraItem = PublicTour["extraItems"][number];
