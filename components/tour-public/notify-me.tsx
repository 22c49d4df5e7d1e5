"use client";
// «خبرم کن» on the tour page (an island): for each session the live figures call sold out while the
// tour still sells, a mobile and a number of places join its waiting list (the form: notify-me-form.tsx, loaded
// then). The SMS comes only when places are free and held for this mobile (lib/waitlist, docs/waiting-list.md).
// Nothing shows until the live figures arrive, so the cached HTML never offers it for a session that has places.
import { lazy, Suspense } from "react";
import { useLivePlaces } from "./live-places";

export interface NotifySession {
  id: number;
  label: string;
  capacity: number;
}

interface Props {
  tourId: number;
  sessions: NotifySession[];
}

const NotifyMeForm = lazy(() => import("./notify-me-form").then((m) => ({ default: m.NotifyMeForm })));

export function NotifyMe({ tourId, sessions }: Props) {
  const live = useLivePlaces(tourId);
  if (!live || live.status !== "Enabled" || !live.registrationOpen) return null;
  const now = Date.now();
  const full = sessions.filter((s) => {
    const figures = live.sessions.find((f) => f.id === s.id);
    return !!figures && figures.availableCapacity <= 0 && Date.parse(figures.registrationEndTime) > now;
  });
  if (!full.length) return null;
  return (
    <Suspense fallback={null}>
      <NotifyMeForm tourId={tourId} full={full} />
    </Suspense>
  );
}
