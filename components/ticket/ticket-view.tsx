// The ticket as a traveller reads it: tour, dates, tracking id, passengers and amounts. Used by
// the final receipt, the printable ticket and the tracking page.
import type { ReactNode } from "react";
import { formatJalaliDateTime } from "@/lib/format/date";
import { toPersianDigits } from "@/lib/format/digits";
import { formatToman } from "@/lib/format/number";
import { CONFIRMED_STATUSES, type Ticket } from "./types";

const AGE = { Adult: "بزرگسال", Child: "کودک", Infant: "نوزاد" } as const;
const GENDER = { Male: "مرد", Female: "زن" } as const;

export function TicketView({ ticket, aside }: { ticket: Ticket; aside?: ReactNode }) {
  const confirmed = CONFIRMED_STATUSES.includes(ticket.status);
  return (
    <article className="card space-y-4 print:border-0 print:shadow-none" data-testid="ticket">
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-dashed border-slate-300 pb-4">
        <div className="space-y-1">
          <p className="text-xs text-slate-500">{ticket.tour.leaderBrand}</p>
          <h2 className="text-xl font-black text-slate-900">{ticket.tour.title}</h2>
          <p className="text-sm text-slate-700">
            رفت: {formatJalaliDateTime(ticket.session.startTime)} — برگشت: {formatJalaliDateTime(ticket.session.endTime)}
          </p>
          {ticket.tour.startPlaceText && <p className="text-sm text-slate-600">محل حرکت: {ticket.tour.startPlaceText}</p>}
          <p className="text-sm">
            کد رهگیری: <strong data-testid="ticket-tracking-id">{toPersianDigits(ticket.trackingId)}</strong>
          </p>
          <p className="text-sm">
            وضعیت:{" "}
            <strong className={confirmed ? "text-emerald-700" : "text-amber-700"} data-testid="ticket-status" data-status={ticket.status}>
              {ticket.statusTitle}
            </strong>
          </p>
        </div>
        {aside}
      </header>
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <thead className="text-xs text-slate-500">
            <tr className="border-b border-slate-100">
              <th className="py-2 text-start font-normal">مسافر</th>
              <th className="py-2 text-start font-normal">کد ملی</th>
              <th className="py-2 text-start font-normal">رده سنی</th>
              <th className="py-2 text-start font-normal">صندلی</th>
              <th className="py-2 text-start font-normal">خدمات اضافه</th>
              <th className="py-2 text-start font-normal">مبلغ</th>
            </tr>
          </thead>
          <tbody>
            {ticket.passengers.map((p) => (
              <tr key={p.id} className="border-b border-slate-50" data-testid="ticket-passenger">
                <td className="py-2">
                  <span className={p.status === "Cancelled" ? "text-slate-400 line-through" : undefined}>{p.fullName || `${p.firstName} ${p.lastName}`}</span>{" "}
                  <span className="text-xs text-slate-500">({GENDER[p.gender] ?? ""})</span>
                  {p.status === "Cancelled" && <span className="ms-1 rounded bg-red-50 px-1.5 text-xs text-red-700">{p.statusTitle ?? "لغو شده"}</span>}
                </td>
                <td className="py-2">{toPersianDigits(p.nationalId)}</td>
                <td className="py-2">{AGE[p.age] ?? p.age}</td>
                <td className="py-2">{p.seat ? toPersianDigits(p.seat) : "—"}</td>
                <td className="py-2">{p.extraItems.length ? p.extraItems.map((x) => `${x.title}${x.number > 1 ? ` ×${toPersianDigits(x.number)}` : ""}`).join("، ") : "—"}</td>
                <td className="py-2">{formatToman(p.totalPrice)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="space-y-1 text-sm">
        {ticket.discount && (
          <div className="flex justify-between text-emerald-700">
            <dt>تخفیف (کد {ticket.discount.code})</dt>
            <dd>− {formatToman(ticket.discount.amount)}</dd>
          </div>
        )}
        <div className="flex justify-between">
          <dt className="text-slate-600">مبلغ کل</dt>
          <dd>{formatToman(ticket.totalAmount)}</dd>
        </div>
        <div className="flex justify-between font-bold">
          <dt>پرداخت شده</dt>
          <dd data-testid="ticket-paid">{formatToman(ticket.paidAmount)}</dd>
        </div>
      </dl>
      {ticket.tour.ticketNote && <p className="whitespace-pre-line rounded-lg bg-slate-50 p-3 text-sm leading-7 text-slate-700">{ticket.tour.ticketNote}</p>}
    </article>
  );
}
