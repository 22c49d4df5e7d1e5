import "server-only";
// The public tour for a page under /{leaderId}/tour/{tourId}: read directly (no HTTP hop), 404
// when it is missing, a draft, deleted, or another leader's. A sellerId that is not allowed on
// the tour is dropped, as the spec's client retries the tour without it.
import { cache } from "react";
import { notFound } from "next/navigation";
import { ApiError } from "@/lib/http/errors";
import { getPublicTour } from "@/lib/tours/get-public-tour";
import type { PublicTour, ReserveTour } from "./types";

const positiveInt = (value: string | string[] | undefined): number | null => {
  const text = Array.isArray(value) ? value[0] : value;
  return text && /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : null;
};

export const parseId = positiveInt;

/** Dates become ISO strings and BigInt toman become numbers, so the result crosses to the client as JSON. */
function plain<T>(value: unknown): T {
  return JSON.parse(JSON.stringify(value, (_, v) => (typeof v === "bigint" ? Number(v) : v))) as T;
}

async function readTour(tourId: number, sellerId: number | null) {
  try {
    return await getPublicTour(tourId, sellerId);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const loadPublicTour = cache(async (leaderIdParam: string, tourIdParam: string, sellerParam?: string | string[]): Promise<PublicTour> => {
  const leaderId = positiveInt(leaderIdParam);
  const tourId = positiveInt(tourIdParam);
  if (!leaderId || !tourId) notFound();
  const sellerId = positiveInt(sellerParam);
  const tour = (sellerId ? await readTour(tourId, sellerId) : null) ?? (await readTour(tourId, null));
  if (!tour || tour.leaderId !== leaderId) notFound();
  return plain<PublicTour>(tour);
});

export async function loadReserveTour(leaderIdParam: string, tourIdParam: string, sellerParam?: string | string[]): Promise<ReserveTour> {
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
