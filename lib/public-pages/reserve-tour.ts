// The tour of a reserve step's page (/{leaderId}/tour/{tourId}/reserve/…, also under a site's host; App Router pages,
// rendered per request): the public tour with fresh figures (lib/tours/get-public-tour.ts getCachedPublicTour), cut to
// what the steps need.
import { notFound } from "next/navigation";
import { getCachedPublicTour } from "@/lib/tours/get-public-tour";

/** The props of a reserve step's page (/{leaderId}/tour/{tourId}/reserve/…, also under a site's host). */
export interface ReserveStepProps {
  params: Promise<{ leaderId: string; tourId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** A reserve step's tour from its page's address: the ids in the path, the seller in `?sellerId=`. */
export async function loadReserveStepTour({ params, searchParams }: ReserveStepProps) {
  const [{ leaderId, tourId }, query] = await Promise.all([params, searchParams]);
  return loadReserveTour(leaderId, tourId, query.sellerId);
}

/** What the reservation steps need (no program texts): smaller pages. */
export async function loadReserveTour(leaderIdParam: string, tourIdParam: string, sellerParam?: string | string[]) {
  const t = await getCachedPublicTour(leaderIdParam, tourIdParam, sellerParam);
  if (!t) notFound();
  return {
    id: t.id,
    leaderId: t.leaderId,
    title: t.title,
    tourType: t.tourType,
    seller: t.seller,
    extraQuestion: t.extraQuestion,
    extraItems: t.extraItems,
    sessions: t.sessions,
    hasDiscountCodes: t.hasDiscountCodes,
    startPlaceText: t.startPlaceText,
    startCity: t.startCity,
  };
}

export type ReserveTour = Awaited<ReturnType<typeof loadReserveTour>>;
