"use client";
// Records one view per visit (sessionStorage) with the visitor's uuid (localStorage) and the
// source; the spec says errors of this call are ignored.
import { useEffect } from "react";
import { api } from "@/lib/client/api-client";
import * as reservations from "@/lib/client/endpoints/reservations";
import { VISITOR_KEY, visitSource } from "./visit-source";

function visitorId(): string {
  let id = localStorage.getItem(VISITOR_KEY);
  if (!id) {
    id = crypto.randomUUID();
    localStorage.setItem(VISITOR_KEY, id);
  }
  return id;
}

export function ViewRecorder({ tourId }: { tourId: number }) {
  useEffect(() => {
    try {
      const seenKey = `hamsafar:viewed:${tourId}`;
      if (sessionStorage.getItem(seenKey)) return;
      sessionStorage.setItem(seenKey, "1");
      const source = visitSource(new URLSearchParams(window.location.search).get("source"), document.referrer);
      api
        .call(reservations.recordStatsContract, {
          params: { tourId },
          body: { source, uuid: visitorId() },
          anonymous: true,
          notify: false,
        })
        .catch(() => {});
    } catch {
      // Storage blocked or no crypto.randomUUID (old browser on plain http): no statistics, no harm.
    }
  }, [tourId]);
  return null;
}
