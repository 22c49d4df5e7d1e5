"use client";
// The reservation draft of a tour, read after mount (sessionStorage does not exist on the server,
// and reading it during render would make the first client render differ from the server's).
import { useCallback, useEffect, useState } from "react";
import { loadDraft, saveDraft, type ReserveDraft } from "@/components/reserve/reserve-state";

export function useDraft(tourId: number) {
  const [draft, setDraft] = useState<ReserveDraft | null>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    setDraft(loadDraft(tourId));
    setReady(true);
  }, [tourId]);
  const update = useCallback((change: Partial<ReserveDraft>) => {
    setDraft((current) => (current ? saveDraft({ ...current, ...change }) : current));
  }, []);
  return { draft, ready, update };
}
