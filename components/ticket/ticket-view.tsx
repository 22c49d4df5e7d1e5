// The ticket as a traveller reads it: tour, dates, tracking id, passengers, amounts and, for a ticket
// sold in installments, its schedule with the pay links. Used by the final receipt, the printable
// ticket and the tracking page.
import type { ReactNode } from "react";
import { formatJalaliDateTime } from "@/lib/format/date";
import { toPersianDigits } from "@/lib/format/digits";
import { formatToman } from "@/lib/format/number";
import { CONFIRMED_STATUSES, type Ticket } from "./types";
import { CodeText } from "@/components/ui/code-text";
import { cn } from "@/components/ui/cn";
import { extraItemsText, ticketAmountRows } from "@/lib/tickets/ticket-amounts";
import { TicketInstallments } from "@/components/installments/ticket-installments";

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
            رفت: {formatJalaliDateTime(ticket.session.startTime)} — برگشت:{" "}
            {formatJalaliDateTime(ticket.session.endTime)}
          </p>
          {ticket.tour.startPlaceText && (
            <p className="text-sm text-slate-600">محل حرکت: {ticket.tour.startPlaceText}</p>
          )}
          <p className="text-sm">
            کد رهگیری: <CodeText value={ticket.trackingId} testId="ticket-tracking-id" />
          </p>
          <p className="text-sm">
            وضعیت:{" "}
            <strong
              className={confirmed ? "text-emerald-700" : "text-amber-700"}
              data-testid="ticket-status"
              data-status={ticket.status}
            >
              {ticket.statusTitle}
            </strong>
          </p>
        </div>
        {aside}
      </header>
      {/* A phone reads one card per passenger; a wider screen gets the table. */}
      <ul className="space-y-2 md:hidden" aria-label="مسافران">
        {ticket.passengers.map((p) => (
          <li key={p.id} className="rounded-lg border border-slate-200 p-3 text-sm" data-testid="ticket-passenger-card">
            <p className="font-bold">
              <PassengerName passenger={p} />
            </p>
            <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-slate-700">
              <dt className="text-xs text-slate-500">کد ملی</dt>
              <dd>{toPersianDigits(p.nationalId)}</dd>
              <dt className="text-xs text-slate-500">رده سنی</dt>
              <dd>{AGE[p.age] ?? p.age}</dd>
              <dt className="text-xs text-slate-500">صندلی</dt>
              <dd>{p.seat ? toPersianDigits(p.seat) : "—"}</dd>
              <dt className="text-xs text-slate-500">خدمات اضافه</dt>
              <dd>{extraItemsText(p.extraItems)}</dd>
              <dt className="text-xs text-slate-500">مبلغ</dt>
              <dd>{formatToman(p.totalPrice)}</dd>
            </dl>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full text-sm [&_td]:px-2 [&_th]:px-2">
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
                  <PassengerName passenger={p} />
                </td>
                <td className="py-2">{toPersianDigits(p.nationalId)}</td>
                <td className="py-2">{AGE[p.age] ?? p.age}</td>
                <td className="py-2">{p.seat ? toPersianDigits(p.seat) : "—"}</td>
                <td className="py-2">{extraItemsText(p.extraItems)}</td>
                <td className="whitespace-nowrap py-2">{formatToman(p.totalPrice)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="space-y-1 text-sm" data-testid="ticket-amounts">
        {ticketAmountRows(ticket).map((row) => (
          <div
            key={row.key}
            className={cn(
              "flex justify-between",
              row.key === "discount" && "text-emerald-700",
              row.key === "paid" && "font-bold",
            )}
            data-testid={`ticket-${row.key}`}
          >
            <dt className={row.key === "total" ? "text-slate-600" : undefined}>{row.label}</dt>
            <dd>
              {row.key === "discount" ? "− " : ""}
              {formatToman(row.value)}
            </dd>
          </div>
        ))}
      </dl>
      <TicketInstallments installments={ticket.installments} />
      {ticket.tour.ticketNote && (
        <p className="whitespace-pre-line rounded-lg bg-slate-50 p-3 text-sm leading-7 text-slate-700">
          {ticket.tour.ticketNote}
        </p>
      )}
    </article>
  );
}

function PassengerName({ passenger: p }: { passenger: Ticket["passengers"][number] }) {
  return (
    <>
      <span className={p.status === "Cancelled" ? "text-slate-400 line-through" : undefined}>
        {p.fullName || `${p.firstName} ${p.lastName}`}
      </span>{" "}
      <span className="text-xs text-slate-500">({GENDER[p.gender] ?? ""})</span>
      {p.status === "Cancelled" && (
        <span className="ms-1 rounded bg-red-50 px-1.5 text-xs text-red-700">{p.statusTitle ?? "لغو شده"}</span>
      )}
    </>
  );
}
