"use client";
// The seller of an affiliate's link (?sellerId=): checked in the browser so that the tour page
// itself reads no query string and can be served from the page cache. A seller the tour does not
// allow answers 404 and is dropped, as the spec's client retries the tour without it.
import { useEffect, useState } from "react";
import { api } from "@/lib/client/api-client";
import * as tours from "@/lib/client/endpoints/tours";

export interface LinkSeller {
  /** The collaborator credited with the sale, or null (no link, the leader's own link, or not allowed). */
  seller: { id: number; name: string } | null;
  /** True while the link's seller is being checked: the buy step waits for it. */
  pending: boolean;
}

export function useLinkSeller(tourId: number): LinkSeller {
  const [state, setState] = useState<LinkSeller>({ seller: null, pending: true });
  useEffect(() => {
    const text = new URLSearchParams(window.location.search).get("sellerId");
    if (!text || !/^\d{1,9}$/.test(text) || Number(text) <= 0) return void setState({ seller: null, pending: false });
    const controller = new AbortController();
    api
      .call(tours.getPublicTourContract, {
        params: { tourId },
        query: { sellerId: text },
        anonymous: true,
        notify: false,
        signal: controller.signal,
      })
      .then(
        (tour) => setState({ seller: tour.seller, pending: false }),
        () => {
          if (!controller.signal.aborted) setState({ seller: null, pending: false });
        },
      );
    return () => controller.abort();
  }, [tourId]);
  return state;
}
