// The public tour for a page under /{leaderId}/tour/{tourId}: read directly (no HTTP hop), 404
// when it is missing, a draft, deleted, or another leader's. A sellerId that is not allowed on
// the tour is dropped, as the spec's client retries the tour without it.
// The tour's terms (texts, program, photos, prices, dates) are cached and expired by every edit
// (lib/tours/public-tour-cache.ts); the figures a sale changes are read fresh on each request
// (docs/public-pages.md, "Speed and weight").
import { unstable_cache } from "next/cache";
import { cache } from "react";
import { notFound } from "next/navigation";
import { toWire } from "@/lib/client/to-wire";
import type { Wire } from "@/lib/client/response-of";
import { ApiError } from "@/lib/http/errors";
import { findPublicSeller, getPublicTour, readPublicTourLive } from "./get-public-tour";
import { listLeaderOpenTours } from "./list-leader-open-tours";
import { withLiveFigures, type PublicTour } from "./live-figures";
import { leaderOpenToursTag, leaderToursTag, publicTourTag } from "./public-tour-tags";

/** A safety net for what no tour service expires (a leader's brand or photo in the profile). */
const TERMS_REVALIDATE_SECONDS = 60;

const positiveInt = (value: string | string[] | undefined): number | null => {
  const text = Array.isArray(value) ? value[0] : value;
  return text && /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : null;
};

export const parseId = positiveInt;

/** The cached terms; a missing tour throws (a 404 is never cached, so unknown ids cannot fill the cache). */
function cachedTerms(tourId: number, leaderId: number): Promise<PublicTour> {
  return unstable_cache(async () => toWire(await getPublicTour(tourId, null)), ["public-tour-terms", String(tourId)], {
    tags: [publicTourTag(tourId), leaderToursTag(leaderId)],
    revalidate: TERMS_REVALIDATE_SECONDS,
  })();
}

async function orNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const loadPublicTour = cache(
  async (leaderIdParam: string, tourIdParam: string, sellerParam?: string | string[]): Promise<PublicTour> => {
    const leaderId = positiveInt(leaderIdParam);
    const tourId = positiveInt(tourIdParam);
    if (!leaderId || !tourId) notFound();
    const sellerId = positiveInt(sellerParam);
    const [terms, live, seller] = await Promise.all([
      orNull(cachedTerms(tourId, leaderId)),
      readPublicTourLive(tourId),
      sellerId ? findPublicSeller({ id: tourId, leaderId }, sellerId) : null,
    ]);
    if (!terms || !live || terms.leaderId !== leaderId) notFound();
    return { ...withLiveFigures(terms, live, new Date()), seller: seller ?? null };
  },
);

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
  const t = await loadPublicTour(leaderIdParam, tourIdParam, sellerParam);
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
export type OtherTour = Wire<Awaited<ReturnType<typeof listLeaderOpenTours>>>[number];

/** The leader's other open tours, cached like the terms and expired with the leader's tours. */
export function loadLeaderOpenTours(leaderId: number, tourId: number): Promise<OtherTour[]> {
  return unstable_cache(
    async () => toWire(await listLeaderOpenTours(leaderId, tourId)),
    ["leader-open-tours", String(leaderId), String(tourId)],
    {
      tags: [leaderToursTag(leaderId), leaderOpenToursTag(leaderId)],
      revalidate: TERMS_REVALIDATE_SECONDS,
    },
  )();
}
