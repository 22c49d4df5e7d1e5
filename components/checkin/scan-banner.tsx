"use client";
// The outcome of the last scan, big enough to read at arm's length: green when the passengers boarded,
// red with the reason for anything else (another session, cancelled, unpaid, a second scan, not a ticket),
// and red too when the ticket still owes an installment (the passengers board; the guide is told loudly).
import { WARNING_OUTCOMES } from "@/lib/checkin/constants";
import { formatDigits, formatJalali, formatJalaliDateTime } from "@/lib/format";
import type { ScanResult } from "./checkin-api";
import { owesInstallments } from "./offline-match";

export const OWES_INSTALLMENTS = "قسط پرداخت‌نشده دارد";

export interface ShownScan {
  result: ScanResult;
  /** Decided on the phone without a signal (stored, sent later). */
  offline: boolean;
  /** Changes with every scan, so a repeated outcome still reads as new. */
  serial: number;
}

export function ScanBanner({
  shown,
  vehicleTitle,
}: {
  shown: ShownScan | null;
  vehicleTitle: (id: number | null) => string;
}) {
  if (!shown)
    return (
      <p className="card text-center text-sm text-slate-500">
        بلیت مسافر را جلوی دوربین بگیرید یا نام او را جست‌وجو کنید.
      </p>
    );
  const { result, offline } = shown;
  const owes = owesInstallments(result);
  const warning = WARNING_OUTCOMES.includes(result.outcome) || owes;
  // A warning is read outdoors at a glance: white on solid red (about 6:1), never faded by a pulse (the
  // pulse's half opacity turned dark red on pink into pale red on pink). The alarm sound marks it too.
  return (
    <section
      key={shown.serial}
      role={warning ? "alert" : "status"}
      data-testid="scan-result"
      data-outcome={result.outcome}
      className={`rounded-xl border-4 p-4 ${warning ? "border-red-900 bg-red-700 text-white" : "border-green-600 bg-green-50 text-green-900"}`}
    >
      <p className="text-xl font-extrabold">
        {warning ? "⚠ " : "✓ "}
        {result.message}
      </p>
      {owes && (
        <p
          className="mt-2 rounded-lg bg-red-900 p-2 text-lg font-extrabold text-white"
          data-testid="scan-owes-installments"
        >
          ⚠ این بلیت قسط پرداخت‌نشده دارد؛ پیش از حرکت تسویه را با خریدار بررسی کنید.
        </p>
      )}
      {result.otherSessionStart && (
        <p className="mt-1 text-sm">این بلیت برای سانس {formatJalaliDateTime(result.otherSessionStart)} است.</p>
      )}
      {result.passengers.length > 0 && (
        <ul className="mt-3 space-y-2">
          {result.passengers.map((p) => (
            <li key={p.id} className="rounded-lg bg-white p-2 text-slate-900" data-testid="scan-passenger">
              <p className="text-lg font-bold">{p.fullName}</p>
              <p className="text-sm">
                {vehicleTitle(p.vehicleId)}
                {p.seatNumber ? `، صندلی ${formatDigits(p.seatNumber)}` : ""}
                {p.state === "cancelled" ? " — لغوشده" : p.state === "unpaid" ? " — پرداخت‌نشده" : ""}
                {p.owesInstallments ? ` — ${OWES_INSTALLMENTS}` : ""}
              </p>
              {p.boardedAt && (
                <p className="text-xs">
                  سوار شده ساعت {formatJalali(p.boardedAt, "HH:mm")}
                  {p.boardedByName ? ` (${p.boardedByName})` : ""}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      {offline && (
        <p className="mt-2 text-xs font-bold">بدون اینترنت روی همین گوشی ثبت شد؛ با وصل شدن اینترنت ارسال می‌شود.</p>
      )}
    </section>
  );
}
