// The tour page's live figures in the browser: the page is cached HTML, so the places left and
// whether each session can be bought are read from GET /api/tour/{tourId}/places (at most 1 s old
// on the server) when the page loads, while it is visible every 2 s — after 30 s without a change twice
// as long after each unchanged read, up to 16 s, back to 2 s on a change —, on coming back to the tab, and at
// the buy step. Each read is conditional (the browser sends the ETag it holds; an unchanged answer is
// a 304 without a body). One store for the page's islands (buy box, session rows, registration state).
import { useEffect, useSyncExternalStore } from "react";
import { urlOf } from "@/lib/client/endpoint";
import * as tours from "@/lib/client/endpoints/tours";
import type { ResponseOf } from "@/lib/client/response-of";
import type { livePlacesContract } from "@/lib/tours/contracts";

export type LivePlaces = ResponseOf<typeof livePlacesContract>;

export const LIVE_REFRESH_MS = 2000;
export const LIVE_REFRESH_MAX_MS = 16_000;
/** How long the figures may stay unchanged before the reads slow down (a sale then still shows within 2 s). */
const STEADY_MS = 30_000;

let current: LivePlaces | null = null;
let currentTag: string | null = null;
let started: number | null = null;
let delay = LIVE_REFRESH_MS;
let changedAt = 0;
const listeners = new Set<() => void>();

/** Reads the figures now; null when the call failed (the next refresh tries again). */
export async function refreshLivePlaces(tourId: number): Promise<LivePlaces | null> {
  try {
    // no-cache: the browser revalidates what it holds (If-None-Match) instead of reading it unasked.
    const response = await fetch(urlOf(tours.livePlacesContract, { params: { tourId } }), { cache: "no-cache" });
    if (!response.ok) return null;
    const text = await response.text();
    const tag = response.headers.get("etag") ?? text;
    if (current && tag === currentTag) {
      if (Date.now() - changedAt >= STEADY_MS) delay = Math.min(delay * 2, LIVE_REFRESH_MAX_MS);
      return current;
    }
    delay = LIVE_REFRESH_MS;
    changedAt = Date.now();
    currentTag = tag;
    current = JSON.parse(text) as LivePlaces;
    for (const listener of listeners) listener();
    return current;
  } catch {
    return null;
  }
}

function start(tourId: number) {
  if (started === tourId) return;
  started = tourId;
  const next = () =>
    setTimeout(async () => {
      if (document.visibilityState === "visible") await refreshLivePlaces(tourId);
      next();
    }, delay);
  void refreshLivePlaces(tourId).then(next);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState !== "visible") return;
    delay = LIVE_REFRESH_MS;
    void refreshLivePlaces(tourId);
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
