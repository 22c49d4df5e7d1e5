"use client";
// /tracking: find a ticket by mobile and tracking id, then manage it. An island of the tracking page
// (tracking-islands.tsx), so nothing here may import next/*.
import { lazy, Suspense, useState, type FormEvent } from "react";
import { MobileInput } from "@/components/ui/mobile-input";
import { Input } from "@/components/ui/input";
import { normalizeMobile } from "@/lib/validation/mobile";
import { toLatinDigits } from "@/lib/format/digits";
import { TICKET_NOT_FOUND } from "./types";
import { useTicket } from "./use-ticket";
import { focusFirstInvalid } from "@/lib/client/focus-first-invalid";

// The ticket and its cancellation form (with the card and Sheba checks and the QR code) load once a
// ticket is found: the empty /tracking page ships only the lookup form.
const ManageTicket = lazy(() => import("./manage-ticket").then((m) => ({ default: m.ManageTicket })));

export function TrackingForm() {
  const [mobile, setMobile] = useState("");
  const [trackingId, setTrackingId] = useState("");
  const [errors, setErrors] = useState<{ mobile?: string; trackingId?: string }>({});
  const [lookup, setLookup] = useState<{ mobile: string; trackingId: string } | null>(null);
  const ticket = useTicket("manage-ticket", lookup?.mobile ?? null, lookup?.trackingId ?? null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const m = normalizeMobile(mobile);
    const t = toLatinDigits(trackingId).trim();
    const next = {
      mobile: m ? undefined : mobile.trim() ? "شماره موبایل معتبر نیست" : "این فیلد نمی‌تواند خالی باشد",
      trackingId: t ? undefined : "این فیلد نمی‌تواند خالی باشد",
    };
    setErrors(next);
    if (!m || !t) return focusFirstInvalid(event.currentTarget);
    setLookup({ mobile: m, trackingId: t });
  };

  return (
    <div className="space-y-4">
      <form
        onSubmit={submit}
        noValidate
        className="card grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        data-testid="tracking-form"
      >
        <MobileInput
          label="شماره موبایل خریدار"
          value={mobile}
          onChange={(e) => setMobile(e.target.value)}
          error={errors.mobile}
        />
        <Input
          label="کد رهگیری"
          dir="ltr"
          className="text-left"
          value={trackingId}
          onChange={(e) => setTrackingId(e.target.value)}
          error={errors.trackingId}
        />
        <button type="submit" className="btn-primary" disabled={ticket.isFetching}>
          پیگیری
        </button>
      </form>
      {lookup && ticket.isFetched && !ticket.data && !ticket.isError && (
        <p className="card text-center text-slate-700" data-testid="ticket-not-found">
          {TICKET_NOT_FOUND}
        </p>
      )}
      {ticket.isError && <p className="card text-center text-red-700">دریافت بلیت انجام نشد؛ دوباره تلاش کنید.</p>}
      {lookup && ticket.data && (
        <Suspense>
          <ManageTicket ticket={ticket.data} mobile={lookup.mobile} onChanged={() => void ticket.refetch()} />
        </Suspense>
      )}
    </div>
  );
}
