"use client";
// For a passenger without a phone or a printed ticket: find them by name, mobile or national id in the
// stored manifest (works offline too) and board them with one tap; or list who has not boarded yet.
import { useState } from "react";
import { formatDigits } from "@/lib/format";
import type { Manifest, ManifestPassenger } from "./checkin-api";
import { searchPassengers } from "./offline-match";
import { OWES_INSTALLMENTS } from "./scan-banner";

interface RowsProps {
  testId: string;
  rows: ManifestPassenger[];
  vehicleTitle: (id: number | null) => string;
  onBoard: (passengerId: number) => void;
}

function PassengerRows({ testId, rows, vehicleTitle, onBoard }: RowsProps) {
  return (
    <ul className="divide-y divide-slate-100">
      {rows.map((p) => (
        <li key={p.id} className="flex items-center justify-between gap-2 py-2" data-testid={testId}>
          <div>
            <p className="font-medium">{p.fullName}</p>
            <p className="text-xs text-slate-500">
              {vehicleTitle(p.vehicleId)}
              {p.seatNumber ? `، صندلی ${formatDigits(p.seatNumber)}` : ""}،{" "}
              <span dir="ltr">{formatDigits(p.mobile)}</span>
            </p>
            {p.owesInstallments && <p className="text-xs font-bold text-red-700">{OWES_INSTALLMENTS}</p>}
          </div>
          {p.state !== "active" ? (
            <span className="text-xs font-bold text-red-700">{p.state === "cancelled" ? "لغوشده" : "پرداخت‌نشده"}</span>
          ) : p.boardedAt ? (
            <span className="text-xs font-bold text-green-700">سوار شده</span>
          ) : (
            // An action on someone not yet aboard: «سوار کردن» (to board), not «سوار شد» (boarded), which the
            // row shows once it is done.
            <button type="button" className="btn-primary h-9 px-3 text-sm" onClick={() => onBoard(p.id)}>
              سوار کردن
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

export function PassengerSearch({
  manifest,
  vehicleTitle,
  onBoard,
}: {
  manifest: Manifest;
  vehicleTitle: (id: number | null) => string;
  onBoard: (passengerId: number) => void;
}) {
  const [query, setQuery] = useState("");
  const found = searchPassengers(manifest, query);
  const missing = manifest.passengers.filter((p) => p.state === "active" && !p.boardedAt);
  return (
    <>
      <section className="card space-y-2" aria-label="جست‌وجوی مسافر">
        <label className="block text-sm font-bold" htmlFor="checkin-search">
          جست‌وجوی مسافر (نام، موبایل یا کد ملی)
        </label>
        <input
          id="checkin-search"
          className="input h-11 w-full"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          autoComplete="off"
          placeholder="مثلاً احمدی یا ۰۹۱۲…"
        />
        {query.trim().length >= 2 && !found.length && (
          <p className="text-sm text-slate-500">مسافری با این مشخصات در این سانس نیست.</p>
        )}
        <PassengerRows testId="search-row" rows={found} vehicleTitle={vehicleTitle} onBoard={onBoard} />
      </section>
      <details className="card" data-testid="not-boarded">
        <summary className="cursor-pointer text-sm font-bold">
          سوار نشده‌ها ({formatDigits(missing.length)} نفر)
        </summary>
        {missing.length ? (
          <PassengerRows testId="missing-row" rows={missing} vehicleTitle={vehicleTitle} onBoard={onBoard} />
        ) : (
          <p className="mt-2 text-sm text-green-700">همه مسافران سوار شده‌اند.</p>
        )}
      </details>
    </>
  );
}
