"use client";
// /my: the traveller signs in with the mobile and an SMS code, then sees every ticket bought with
// that mobile (all leaders, all sites), a page at a time, each with its page (view, print, cancel)
// and its calendar file.
import Link from "next/link";
import { useState } from "react";
import { Pagination } from "@/components/ui/pagination";
import { useLoad } from "@/lib/client/use-load";
import { formatJalaliDate, formatJalaliDateTime } from "@/lib/format/date";
import { formatDigits, formatToman } from "@/lib/format/number";
import { toPersianDigits } from "@/lib/format/digits";
import { CONFIRMED_STATUSES } from "@/components/ticket/types";
import { toast } from "@/lib/client/toast";
import { RESERVATION_MESSAGES as M } from "@/lib/reservations/messages";
import { myApi, type MyTicketRow } from "./my-api";
import { MySignIn } from "./my-sign-in";
import { SignedInBar } from "./signed-in-bar";

/**
 * A booking whose payment did not complete: pay it (the gateway for an online bill, the ticket page's
 * card-to-card form otherwise) or release it at once with this session (a second click confirms).
 */
function UnpaidActions({ ticket, onChanged }: { ticket: MyTicketRow; onChanged: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const unpaid = ticket.unpaid!;
  const release = async () => {
    if (!confirming) return setConfirming(true);
    setBusy(true);
    try {
      await myApi.release(unpaid.billId);
      toast.success(M.released);
      onChanged();
    } catch {
      // Shown by the client (paid or reported meanwhile).
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="space-y-2" data-testid="my-unpaid">
      <p className="text-sm text-amber-800">
        پرداخت این رزرو کامل نشده است؛ جای مسافران تا {formatJalaliDateTime(unpaid.expiresAt)} نگه داشته می‌شود. آن را
        پرداخت کنید یا لغو کنید تا همان مسافران دوباره ثبت‌نام کنند.
      </p>
      <div className="flex flex-wrap gap-2">
        {unpaid.paymentUrl ? (
          <a href={unpaid.paymentUrl} className="btn-primary btn-sm" data-testid="my-unpaid-resume">
            ادامه پرداخت
          </a>
        ) : (
          <Link
            href={`/my/ticket/${encodeURIComponent(ticket.trackingId)}`}
            prefetch={false}
            className="btn-primary btn-sm"
            data-testid="my-unpaid-resume"
          >
            ادامه پرداخت
          </Link>
        )}
        <button
          type="button"
          className="btn-secondary btn-sm"
          disabled={busy}
          onClick={release}
          data-testid="my-unpaid-release"
        >
          {confirming ? "بله، رزرو لغو شود" : "لغو رزرو"}
        </button>
      </div>
    </div>
  );
}

function NextInstallment({ installment: i }: { installment: NonNullable<MyTicketRow["nextInstallment"]> }) {
  return (
    <div
      className={`flex flex-wrap items-center justify-between gap-2 rounded-lg border p-2 text-sm ${i.overdue ? "border-red-300 bg-red-50 text-red-800" : "border-slate-200"}`}
      data-testid="my-next-installment"
      data-overdue={i.overdue}
    >
      <span>
        قسط {formatDigits(i.sequence)}: {formatToman(i.amount)}، سررسید {formatJalaliDate(i.dueAt)}
        {i.overdue && <strong> (سررسید گذشته)</strong>}
      </span>
      <a href={i.payUrl} className="btn-primary btn-sm" data-testid="my-installment-pay">
        پرداخت قسط
      </a>
    </div>
  );
}

function TicketCard({ ticket, onChanged }: { ticket: MyTicketRow; onChanged: () => void }) {
  const paid = CONFIRMED_STATUSES.includes(ticket.status);
  return (
    <li className="card space-y-2" data-testid="my-ticket">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 space-y-0.5">
          <p className="text-xs text-slate-500">{ticket.tour.leaderBrand}</p>
          <h3 className="font-bold [overflow-wrap:anywhere] text-slate-800">{ticket.tour.title}</h3>
        </div>
        <span
          className={`rounded-full px-2 py-0.5 text-xs ${paid ? "bg-emerald-50 text-emerald-700" : "bg-slate-100 text-slate-700"}`}
        >
          {ticket.statusTitle}
        </span>
      </div>
      <p className="text-sm text-slate-700">
        رفت: {formatJalaliDateTime(ticket.session.startTime)} — برگشت: {formatJalaliDateTime(ticket.session.endTime)}
      </p>
      <p className="text-sm text-slate-600">
        کد رهگیری: <bdi dir="ltr">{ticket.trackingId}</bdi>، {formatDigits(ticket.passengers)} مسافر
        {ticket.cancelledPassengers > 0 ? ` (${formatDigits(ticket.cancelledPassengers)} لغوشده)` : ""}،{" "}
        {formatToman(ticket.amount)}
      </p>
      {ticket.unpaid && <UnpaidActions ticket={ticket} onChanged={onChanged} />}
      {ticket.nextInstallment && <NextInstallment installment={ticket.nextInstallment} />}
      <div className="flex flex-wrap gap-2">
        <Link
          href={`/my/ticket/${encodeURIComponent(ticket.trackingId)}`}
          prefetch={false}
          className="btn-primary btn-sm"
          data-testid="my-ticket-open"
        >
          مشاهده، چاپ و لغو
        </Link>
        <a
          href={myApi.icsPath(ticket.trackingId)}
          download
          className="btn-secondary btn-sm"
          data-testid="my-ticket-ics"
        >
          افزودن به تقویم
        </a>
      </div>
    </li>
  );
}

export function MyBookings() {
  const [version, setVersion] = useState(0);
  const [page, setPage] = useState(1);
  const session = useLoad(`my-session:${version}`, (signal) => myApi.session(signal));
  const signedIn = !!session.data;
  const tickets = useLoad(signedIn ? `my-tickets:${session.data!.mobile}:${page}:${version}` : null, (signal) =>
    myApi.tickets(page, signal),
  );
  const refresh = () => {
    setPage(1);
    setVersion((v) => v + 1);
  };

  if (session.isLoading) return <p className="card text-center text-sm text-slate-500">در حال بارگذاری…</p>;
  if (session.isError)
    return <p className="card text-center text-red-700">دریافت اطلاعات انجام نشد؛ صفحه را دوباره باز کنید.</p>;
  if (!signedIn) return <MySignIn onSignedIn={refresh} />;
  const list = tickets.data;
  return (
    <div className="space-y-4">
      <SignedInBar mobile={session.data!.mobile} onSignedOut={refresh} />
      {tickets.isError && <p className="card text-center text-red-700">دریافت بلیت‌ها انجام نشد؛ دوباره تلاش کنید.</p>}
      {list === null && <MySignIn onSignedIn={refresh} />}
      {list && (
        <>
          <p className="text-sm text-slate-600" data-testid="my-ticket-count">
            {toPersianDigits(list.totalItemCount)} بلیت
          </p>
          {list.result.length === 0 && (
            <p className="card text-center text-sm text-slate-600">با این شماره بلیتی خریده نشده است.</p>
          )}
          <ul className="space-y-3">
            {list.result.map((t) => (
              <TicketCard key={t.trackingId} ticket={t} onChanged={refresh} />
            ))}
          </ul>
          <Pagination page={page} pageCount={list.pageCount} onPage={setPage} />
        </>
      )}
    </div>
  );
}
