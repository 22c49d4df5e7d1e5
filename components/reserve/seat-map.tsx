"use client";
// A vehicle's seat map as the seats call draws it: rows seen from the front, null cells are the
// aisle. Taken and closed seats cannot be chosen.
import type { ResponseOf } from "@/lib/client/response-of";
import { toPersianDigits } from "@/lib/format/digits";
import type { vehicleSeatsContract } from "@/lib/tours/contracts";

/** GET /api/Tour/{tourId}/vehicle/{vehicleId}/seats's answer. */
export type SeatsAnswer = ResponseOf<typeof vehicleSeatsContract>;

const STATE_TITLES = { free: "آزاد", closed: "بسته", taken: "رزرو شده" } as const;

export function SeatMap({
  answer,
  selected,
  onToggle,
}: {
  answer: SeatsAnswer;
  selected: number[];
  onToggle: (seat: number) => void;
}) {
  const states = new Map(answer.seats.map((s) => [s.seatNumber, s.state]));
  return (
    <div className="space-y-3">
      <div
        className="mx-auto w-fit rounded-2xl border-2 border-slate-300 bg-white p-4"
        dir="ltr"
        data-testid="seat-map"
      >
        <div className="mb-3 flex justify-between text-xs text-slate-500" dir="rtl">
          <span>جلوی اتوبوس</span>
          <span aria-hidden>🚌</span>
        </div>
        <div className="space-y-2">
          {answer.rows.map((row, r) => (
            <div key={r} className="flex gap-2">
              {row.map((cell, c) => {
                if (cell === null) return <span key={c} className="size-10" aria-hidden />;
                const state = states.get(cell) ?? "free";
                const isSelected = selected.includes(cell);
                const disabled = state !== "free";
                return (
                  <button
                    key={c}
                    type="button"
                    disabled={disabled}
                    onClick={() => onToggle(cell)}
                    aria-pressed={isSelected}
                    aria-label={`صندلی ${toPersianDigits(cell)} ${isSelected ? "انتخاب شده" : STATE_TITLES[state]}`}
                    data-seat={cell}
                    data-state={isSelected ? "selected" : state}
                    className={`size-10 rounded-lg border text-sm font-bold transition ${
                      isSelected
                        ? "border-brand-700 bg-brand-600 text-white"
                        : state === "taken"
                          ? "cursor-not-allowed border-slate-300 bg-slate-300 text-slate-500"
                          : state === "closed"
                            ? "cursor-not-allowed border-red-200 bg-red-100 text-red-400"
                            : "border-slate-300 bg-white text-slate-700 hover:border-brand-500"
                    }`}
                  >
                    {toPersianDigits(cell)}
                  </button>
                );
              })}
            </div>
          ))}
        </div>
      </div>
      <ul className="flex flex-wrap justify-center gap-4 text-xs text-slate-600">
        <li className="flex items-center gap-1">
          <span className="size-3 rounded border border-slate-300 bg-white" /> آزاد
        </li>
        <li className="flex items-center gap-1">
          <span className="size-3 rounded bg-brand-600" /> انتخاب شما
        </li>
        <li className="flex items-center gap-1">
          <span className="size-3 rounded bg-slate-300" /> رزرو شده
        </li>
        <li className="flex items-center gap-1">
          <span className="size-3 rounded bg-red-100" /> بسته
        </li>
      </ul>
    </div>
  );
}
