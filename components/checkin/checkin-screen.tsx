"use client";
// /dashboard/tour/checkin/{sessionId}: the «پذیرش» screen of a session on the guide's phone (docs/checkin.md).
// Scans a ticket's QR with the camera (or a photo of it), or boards a passenger found by name, mobile
// or national id; shows who it is, their vehicle and seat, or a loud warning (also for a ticket that still owes an
// installment); counts boarded / expected
// per vehicle; keeps working without a signal and sends what it stored when the signal returns.
import { useCallback, useEffect, useRef, useState } from "react";
import { DashboardPageHeader } from "@/components/dashboard/header-context";
import { useDashboardSession } from "@/components/dashboard/session-context";
import { WARNING_OUTCOMES } from "@/lib/checkin/constants";
import { formatDigits, formatJalaliDateTime } from "@/lib/format";
import { countByVehicle, owesInstallments } from "./offline-match";
import { PassengerSearch } from "./passenger-search";
import { QrScanner } from "./qr-scanner";
import { ScanBanner, type ShownScan } from "./scan-banner";
import { registerCheckInWorker } from "./service-worker";
import { useCheckIn } from "./use-checkin";

/** A short, harsh tone and a vibration: the guide may not be looking at the screen. */
function alarm() {
  navigator.vibrate?.([300, 100, 300]);
  try {
    const audio = new AudioContext();
    const tone = audio.createOscillator();
    tone.type = "square";
    tone.frequency.value = 440;
    tone.connect(audio.destination);
    tone.start();
    tone.stop(audio.currentTime + 0.4);
    tone.onended = () => void audio.close();
  } catch {
    // No sound on this phone: the red screen and the text remain.
  }
}

export function CheckInScreen({ sessionId }: { sessionId: number }) {
  const { userId } = useDashboardSession();
  const { manifest, online, pending, problem, loaded, check } = useCheckIn(userId, sessionId);
  const [shown, setShown] = useState<ShownScan | null>(null);
  const serial = useRef(0);

  useEffect(() => {
    registerCheckInWorker();
  }, []);

  const run = useCallback(
    async (target: { ticketCode: string } | { passengerId: number }) => {
      const outcome = await check(target);
      if (!outcome) return;
      setShown({ ...outcome, serial: ++serial.current });
      if (WARNING_OUTCOMES.includes(outcome.result.outcome) || owesInstallments(outcome.result)) alarm();
      else navigator.vibrate?.(80);
    },
    [check],
  );

  const vehicleTitle = useCallback(
    (id: number | null) => manifest?.vehicles.find((v) => v.id === id)?.title ?? "بدون وسیله نقلیه",
    [manifest],
  );

  if (!manifest) {
    return (
      <div className="space-y-3">
        <DashboardPageHeader title="پذیرش مسافران" back />
        <p className={`card text-sm ${problem || loaded ? "text-red-700" : "text-slate-500"}`}>
          {problem ??
            (loaded
              ? "فهرست مسافران این سانس روی این گوشی نیست؛ یک بار با اینترنت باز کنید."
              : "در حال بارگذاری فهرست مسافران…")}
        </p>
      </div>
    );
  }

  const counts = countByVehicle(manifest);
  return (
    <div className="mx-auto max-w-xl space-y-3">
      <DashboardPageHeader title="پذیرش مسافران" back={`/dashboard/tour/report/${manifest.tourId}`} />
      <header>
        <h2 className="text-lg font-bold">پذیرش «{manifest.tourTitle}»</h2>
        <p className="text-xs text-slate-500">سانس {formatJalaliDateTime(manifest.startTime)}</p>
      </header>

      <p
        data-testid="checkin-connection"
        data-online={online}
        className={`rounded-lg px-3 py-2 text-sm font-bold ${online ? "bg-green-50 text-green-800" : "bg-amber-100 text-amber-900"}`}
      >
        {online ? "متصل به اینترنت" : "بدون اینترنت: اسکن‌ها روی همین گوشی ذخیره می‌شوند"}
        {pending > 0 && <span data-testid="checkin-pending"> — {formatDigits(pending)} اسکن در انتظار ارسال</span>}
      </p>
      {problem && (
        <p className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700" role="alert">
          {problem}
        </p>
      )}

      <ul className="grid grid-cols-2 gap-2" aria-label="سوارشده‌ها در هر وسیله">
        {counts.map((c) => (
          <li key={c.vehicleId ?? "none"} className="card p-3" data-testid="vehicle-count">
            <p className="text-xs text-slate-500">{c.title}</p>
            <p className="text-2xl font-extrabold">
              {formatDigits(c.boarded)}{" "}
              <span className="text-base font-normal text-slate-500">از {formatDigits(c.expected)}</span>
            </p>
          </li>
        ))}
      </ul>

      <ScanBanner shown={shown} vehicleTitle={vehicleTitle} />
      <QrScanner onCode={(code) => void run({ ticketCode: code })} />
      <PassengerSearch
        manifest={manifest}
        vehicleTitle={vehicleTitle}
        onBoard={(passengerId) => void run({ passengerId })}
      />
      <p className="text-center text-xs text-slate-400">فهرست مسافران: {formatJalaliDateTime(manifest.generatedAt)}</p>
    </div>
  );
}
