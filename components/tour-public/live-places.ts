// The tour page's live figures in the browser: the page is cached HTML, so the places left and
// whether each session can be bought are read from GET /api/tour/{tourId}/places (at most 1 s old
// on the server) when the page loads, every 2 s while it is visible, and again at the buy step.
// One store for the page's islands (buy box, session rows, registration state).
import { useEffect, useSyncExternalStore } from "react";
import { urlOf } from "@/lib/client/endpoint";
import * as tours from "@/lib/client/endpoints/tours";
import type { ResponseOf } from "@/lib/client/response-of";
import type { livePlacesContract } from "@/lib/tours/contracts";

export type LivePlaces = ResponseOf<typeof livePlacesContract>;

export const LIVE_REFRESH_MS = 2000;

let current: LivePlaces | null = null;
let started: number | null = null;
const listeners = new Set<() => void>();

/** Reads the figures now; null when the call failed (the next refresh tries again). */
export async function refreshLivePlaces(tourId: number): Promise<LivePlaces | null> {
  try {
    const response = await fetch(urlOf(tours.livePlacesContract, { params: { tourId } }), { cache: "no-store" });
    if (!response.ok) return null;
    current = (await response.json()) as LivePlaces;
    for (const listener of listeners) listener();
    return current;
  } catch {
    return null;
  }
}

function start(tourId: number) {
  if (started === tourId) return;
  started = tourId;
  void refreshLivePlaces(tourId);
  setInterval(() => {
    if (document.visibilityState === "visible") void refreshLivePlaces(tourId);
  }, LIVE_REFRESH_MS);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") void refreshLivePlaces(tourId);
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The live figures, null until the first answer (and on the server, where the page is cached). */
export function useLivePlaces(tourId: number): LivePlaces | null {
  useEffect(() => start(tourId), [tourId]);
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
