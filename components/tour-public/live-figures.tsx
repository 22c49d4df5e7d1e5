"use client";
// The figures of the tour page that a sale changes, as islands over the live store
// (live-places.ts): the tour's registration state and, per session, the places left and its state.
// The cached HTML has the state of its render and, for the places left, a placeholder of the same
// size (no figure older than the live one is ever shown, and nothing moves when it arrives).
import { formatDigits } from "@/lib/format/number";
import { sessionState, tourRegistrationState } from "./registration-state";
import { useLivePlaces } from "./live-places";

type State = { open: boolean; text: string };

export function LiveRegistrationState({ tourId, initial }: { tourId: number; initial: State }) {
  const live = useLivePlaces(tourId);
  const state = live ? tourRegistrationState(live, Date.now()) : initial;
  return (
    <span
      className={
        state.open
          ? "rounded-full bg-emerald-50 px-3 py-1 text-emerald-700"
          : "rounded-full bg-red-50 px-3 py-1 text-red-700"
      }
      data-testid="registration-state"
    >
      {state.text}
    </span>
  );
}

/** A places-left figure: the live one, or a placeholder of the figure's width until it arrives. */
export function PlacesFigure({ places }: { places: number | null }) {
  return (
    <span
      className="inline-block min-w-8 text-center tabular-nums"
      data-testid="places-left"
      aria-busy={places === null}
    >
      {places === null ? "…" : formatDigits(places)}
    </span>
  );
}

export function LiveSessionFigures({
  tourId,
  sessionId,
  initial,
}: {
  tourId: number;
  sessionId: number;
  initial: State;
}) {
  const live = useLivePlaces(tourId);
  const session = live?.sessions.find((s) => s.id === sessionId);
  const state = live && session ? sessionState(session, live, Date.now()) : initial;
  return (
    <>
      <span className="text-slate-600">
        ظرفیت باقی‌مانده: <PlacesFigure places={session ? session.availableCapacity : null} /> نفر
      </span>
      <span className={state.open ? "text-emerald-700" : "text-red-700"} data-testid="session-state">
        {state.text}
      </span>
    </>
  );
}
