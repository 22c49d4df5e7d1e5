"use client";
// The page of a waiting-list offer's SMS link (/{leaderId}/tour/{tourId}/reserve/hold?token=…): what
// is held and until when, the passengers' counts within the held places, then the normal reserve
// steps with the token in the draft; the reservation uses the hold (docs/waiting-list.md).
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { api } from "@/lib/client/api-client";
import { getHoldContract } from "@/lib/client/endpoints/waitlist";
import { useLoad } from "@/lib/client/use-load";
import { formatDigits } from "@/lib/format/number";
import { formatJalaliDateTime } from "@/lib/format/date";
import type { ReserveTour } from "@/components/tour-public/types";
import {
  countsProblem,
  newDraft,
  reservePath,
  saveDraft,
  totalCount,
  tourPath,
  type PassengerCounts,
} from "./reserve-state";
import { CountStepper } from "./count-stepper";
import { needsVehicleStep } from "./vehicle-step";

const GROUPS: { key: keyof PassengerCounts; title: string }[] = [
  { key: "adult", title: "بزرگسال" },
  { key: "child", title: "کودک" },
  { key: "infant", title: "نوزاد" },
];

export function HoldStep({ tour, token }: { tour: ReserveTour; token: string | null }) {
  const router = useRouter();
  const hold = useLoad(token ? `hold:${token}` : null, () =>
    api.call(getHoldContract, { params: { token: token! }, anonymous: true, notify: false }),
  );
  const [counts, setCounts] = useState<PassengerCounts>({ adult: 1, child: 0, infant: 0 });
  const [problem, setProblem] = useState<string | null>(null);
  const data = hold.data;
  const session = data ? tour.sessions.find((s) => s.id === data.sessionId) : undefined;

  if (token && hold.isLoading) return <p className="card text-center text-sm text-slate-600">در حال بررسی پیوند…</p>;
  if (!token || hold.isError || !data || data.tourId !== tour.id || !session || !data.active) {
    const lapsed = data && !data.active;
    return (
      <div className="card space-y-3 text-center" data-testid="hold-invalid">
        <p className="font-bold text-red-700">
          {lapsed
            ? data.status === "Claimed"
              ? "با این پیوند پیش‌تر خرید شده است."
              : "مهلت جای نگه‌داشته‌شده برای شما تمام شده است."
            : "این پیوند معتبر نیست."}
        </p>
        <Link href={tourPath(tour.leaderId, tour.id)} className="btn-primary">
          رفتن به صفحه تور
        </Link>
      </div>
    );
  }

  const change = (key: keyof PassengerCounts, delta: number) =>
    setCounts((c) => ({ ...c, [key]: Math.max(key === "adult" ? 1 : 0, c[key] + delta) }));
  const proceed = () => {
    const wrong =
      countsProblem(counts) ??
      (totalCount(counts) > data.places ? `برای شما ${formatDigits(data.places)} جا نگه داشته شده است` : null);
    if (wrong) return setProblem(wrong);
    saveDraft(
      newDraft({
        leaderId: tour.leaderId,
        tourId: tour.id,
        sessionId: session.id,
        counts,
        sellerId: null,
        waitlistToken: token,
      }),
    );
    router.push(reservePath(tour.leaderId, tour.id, needsVehicleStep(session.vehicles) ? "busSeat" : "passengersInfo"));
  };

  return (
    <div className="card space-y-4" data-testid="hold-step">
      <h1 className="text-lg font-bold text-slate-800">{tour.title}</h1>
      <p className="text-sm text-slate-700">
        {formatDigits(data.places)} جا در تاریخ {formatJalaliDateTime(data.startTime)} برای شما نگه داشته شده است تا{" "}
        <strong data-testid="hold-until">{formatJalaliDateTime(data.holdExpiresAt)}</strong>.
      </p>
      <div className="space-y-2">
        {GROUPS.map((g) => (
          <div key={g.key} className="flex items-center justify-between text-sm">
            <span>{g.title}</span>
            <CountStepper title={g.title} value={counts[g.key]} onStep={(delta) => change(g.key, delta)} />
          </div>
        ))}
      </div>
      {problem && (
        <p className="text-sm text-red-700" role="alert" data-testid="hold-problem">
          {problem}
        </p>
      )}
      <button type="button" className="btn-primary w-full" onClick={proceed} data-testid="hold-continue">
        ادامه خرید
      </button>
    </div>
  );
}
