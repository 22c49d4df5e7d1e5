"use client";
// The buy box: a session and the adult / child / infant counts, then on to the seat step (or
// straight to the passengers when no vehicle of the session lets passengers choose a seat). On
// mobile a fixed bar shows the total and expands to the breakdown and the continue button.
// The page is cached HTML: which sessions are offered and their places left come from the live
// figures (live-places.ts). Until they arrive the page's own choice is shown without figures and
// the buyer cannot go on; going on reads them again, so a session sold out meanwhile is refused
// here, as the reserve steps and the reservation call refuse it.
import { useEffect, useState } from "react";
import { toast } from "@/lib/client/toast";
import { CountStepper } from "@/components/reserve/count-stepper";
import { countsTotal, ticketPrice } from "@/components/reserve/pricing";
import {
  countsProblem,
  newDraft,
  reservePath,
  saveDraft,
  seatedCount,
  type PassengerCounts,
} from "@/components/reserve/reserve-state";
import { formatDigits, formatToman } from "@/lib/format/number";
import { PlacesFigure } from "./live-figures";
import { refreshLivePlaces, useLivePlaces, type LivePlaces } from "./live-places";
import type { SessionOption } from "./registration";
import { tourRegistrationState } from "./registration-state";
import { useLinkSeller } from "./use-link-seller";

const GROUPS: { key: keyof PassengerCounts; title: string; hint: string }[] = [
  { key: "adult", title: "بزرگسال", hint: "" },
  { key: "child", title: "کودک", hint: "" },
  { key: "infant", title: "نوزاد", hint: "بدون صندلی" },
];

interface Props {
  leaderId: number;
  tourId: number;
  sessions: SessionOption[];
  closedText: string | null;
}

/** The sessions offered: those the live figures say can be bought (with their places left), else the page's own choice. */
function offeredSessions(sessions: SessionOption[], live: LivePlaces | null) {
  if (!live) return sessions.filter((s) => s.registrable).map((s) => ({ ...s, availableCapacity: null }));
  const figures = new Map(live.sessions.map((s) => [s.id, s]));
  return sessions
    .filter((s) => figures.get(s.id)?.isRegistrable)
    .map((s) => ({ ...s, availableCapacity: figures.get(s.id)!.availableCapacity }));
}

export function BuyBox({ leaderId, tourId, sessions: allSessions, closedText }: Props) {
  const link = useLinkSeller(tourId);
  const sellerId = link.seller?.id ?? null;
  const live = useLivePlaces(tourId);
  const sessions = offeredSessions(allSessions, live);
  const [sessionId, setSessionId] = useState<number | null>(null);
  // A date chosen elsewhere (the sale website's calendar links here with ?session=<id>); read after
  // hydration, since the cached HTML is the same for every address.
  useEffect(() => {
    const wanted = Number(new URLSearchParams(window.location.search).get("session"));
    if (Number.isInteger(wanted) && wanted > 0) setSessionId(wanted);
  }, []);
  const [counts, setCounts] = useState<PassengerCounts>({ adult: 1, child: 0, infant: 0 });
  const [expanded, setExpanded] = useState(false);
  const [going, setGoing] = useState(false);
  // The chosen session, or the first one offered (also when the chosen one was sold out meanwhile).
  const session = sessions.find((s) => s.id === sessionId) ?? sessions[0] ?? null;
  const total = session ? countsTotal(session, counts) : 0;

  const change = (key: keyof PassengerCounts, delta: number) =>
    setCounts((c) => ({ ...c, [key]: Math.max(key === "adult" ? 1 : 0, c[key] + delta) }));

  const proceed = async () => {
    if (!session) return;
    const problem = countsProblem(counts);
    if (problem) return void toast.error(problem);
    setGoing(true);
    const now = (await refreshLivePlaces(tourId))?.sessions.find((s) => s.id === session.id);
    if (!now?.isRegistrable) {
      setGoing(false);
      return void toast.error(
        now ? "ثبت‌نام این تاریخ بسته شد؛ تاریخ دیگری را انتخاب کنید." : "اتصال برقرار نشد؛ دوباره تلاش کنید.",
      );
    }
    if (seatedCount(counts) > now.availableCapacity) {
      setGoing(false);
      return void toast.error(`ظرفیت باقی‌مانده این تاریخ ${formatDigits(now.availableCapacity)} نفر است`);
    }
    saveDraft(newDraft({ leaderId, tourId, sessionId: session.id, counts, sellerId }));
    // A plain navigation: the tour page runs without the App Router (pages/[leaderId]/tour/[tourId].tsx).
    window.location.assign(reservePath(leaderId, tourId, session.seatStep ? "busSeat" : "passengersInfo", sellerId));
  };

  if (!sessions.length) {
    return (
      <div className="card text-center text-sm text-slate-600" data-testid="buy-box">
        <p className="font-bold text-red-700">
          {live ? tourRegistrationState(live, Date.now()).text : (closedText ?? "ثبت‌نام بسته است")}
        </p>
      </div>
    );
  }

  const breakdown = session && (
    <dl className="space-y-1 text-sm text-slate-600">
      {GROUPS.filter((g) => counts[g.key] > 0).map((g) => (
        <div key={g.key} className="flex justify-between">
          <dt>
            {formatDigits(counts[g.key])} {g.title}
          </dt>
          <dd>
            {formatToman(
              counts[g.key] *
                ticketPrice(session, g.key === "adult" ? "Adult" : g.key === "child" ? "Child" : "Infant"),
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
  const continueButton = (testId: string) => (
    <button
      type="button"
      className="btn-primary w-full"
      onClick={() => void proceed()}
      disabled={!session || !live || going || link.pending}
      data-testid={testId}
    >
      ادامه خرید
    </button>
  );

  return (
    <>
      <div className="card space-y-4" data-testid="buy-box">
        <h2 className="text-lg font-bold text-slate-800">خرید بلیت</h2>
        {link.seller && <p className="text-xs text-slate-500">فروش توسط همکار: {link.seller.name}</p>}
        <fieldset className="space-y-2">
          <legend className="mb-2 text-sm font-medium text-slate-700">تاریخ</legend>
          {sessions.map((s) => (
            <label
              key={s.id}
              className="flex cursor-pointer items-start gap-2 rounded-lg border border-slate-200 p-3 text-sm has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name="session"
                className="mt-1 accent-brand-600"
                checked={s.id === session?.id}
                onChange={() => setSessionId(s.id)}
              />
              <span className="space-y-0.5">
                <span className="block text-slate-800">{s.label}</span>
                <span className="block text-xs text-slate-600">
                  {formatToman(s.price)}، <PlacesFigure places={s.availableCapacity} /> نفر ظرفیت باقی‌مانده
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        <div className="space-y-2">
          {GROUPS.map((g) => (
            <div key={g.key} className="flex items-center justify-between text-sm">
              <span>
                {g.title} {g.hint && <span className="text-xs text-slate-500">({g.hint})</span>}
              </span>
              <CountStepper
                title={g.title}
                value={counts[g.key]}
                onStep={(delta) => change(g.key, delta)}
                testId={`count-${g.key}`}
              />
            </div>
          ))}
        </div>
        <div className="hidden space-y-3 border-t border-slate-100 pt-3 md:block">
          {breakdown}
          <p className="flex justify-between font-bold text-slate-900">
            <span>جمع کل</span>
            <span data-testid="buy-total">{formatToman(total)}</span>
          </p>
          {continueButton("buy-continue")}
        </div>
      </div>

      {/* Mobile: the total-price button that expands. data-bottom-bar lifts a floating button (a sale
          website's WhatsApp) above it, and hides it while the breakdown is open (app/globals.css). */}
      <div
        className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white p-3 shadow-[0_-4px_12px_rgba(0,0,0,0.06)] md:hidden"
        data-bottom-bar
        data-expanded={expanded || undefined}
      >
        {expanded && <div className="mb-3 space-y-3">{breakdown}</div>}
        <div className="flex items-center gap-3">
          <button
            type="button"
            className="flex-1 text-start"
            aria-expanded={expanded}
            onClick={() => setExpanded((e) => !e)}
            data-testid="mobile-total"
          >
            <span className="block text-xs text-slate-500">جمع کل {expanded ? "▲" : "▼"}</span>
            <span className="font-bold text-slate-900">{formatToman(total)}</span>
          </button>
          <div className="w-40">{continueButton("buy-continue-mobile")}</div>
        </div>
      </div>
    </>
  );
}
