"use client";
// /my/ticket/<trackingId>: one of the signed-in traveller's tickets with its QR code, print, PDF and
// calendar file, and cancelling under the tour's refund rules without an SMS code (the session
// proves the mobile). Another mobile's tracking id answers 404 and shows as not found.
import Link from "next/link";
import { DownloadTicket } from "@/components/ticket/download-ticket";
import { ManageTicket } from "@/components/ticket/manage-ticket";
import { TicketQr } from "@/components/ticket/ticket-qr";
import { ApiClientError } from "@/lib/client/api-client";
import { useLoad } from "@/lib/client/use-load";
import { myApi, type MyTicket as Ticket } from "./my-api";
import { MySignIn } from "./my-sign-in";
import { SignedInBar } from "./signed-in-bar";

const NOT_FOUND = "بلیتی با این کد رهگیری در بلیت‌های شما نیست.";

async function readTicket(trackingId: string, signal: AbortSignal): Promise<Ticket | null | "not-found"> {
  try {
    return await myApi.ticket(trackingId, signal);
  } catch (error) {
    if (error instanceof ApiClientError && (error.status === 404 || error.status === 400)) return "not-found";
    throw error;
  }
}

export function MyTicket({ trackingId }: { trackingId: string }) {
  const ticket = useLoad(`my-ticket:${trackingId}`, (signal) => readTicket(trackingId, signal));
  // Read again under the same key: the ticket stays shown (with a cancellation's record) meanwhile.
  const reload = ticket.refetch;
  const back = (
    <Link href="/my" prefetch={false} className="text-sm text-brand-700 hover:underline print:hidden">
      بازگشت به بلیت‌های من
    </Link>
  );

  if (ticket.isLoading) return <p className="card text-center text-sm text-slate-500">در حال بارگذاری…</p>;
  if (ticket.isError) return <p className="card text-center text-red-700">دریافت بلیت انجام نشد؛ دوباره تلاش کنید.</p>;
  if (ticket.data === null) return <MySignIn onSignedIn={reload} />;
  if (ticket.data === "not-found" || !ticket.data)
    return (
      <div className="space-y-3">
        {back}
        <p className="card text-center text-slate-700" data-testid="my-ticket-not-found">
          {NOT_FOUND}
        </p>
      </div>
    );
  const t = ticket.data;
  return (
    <div className="space-y-4">
      <SignedInBar mobile={t.buyerMobile} onSignedOut={reload} />
      {back}
      <ManageTicket
        ticket={t}
        mobile={t.buyerMobile}
        onChanged={reload}
        signedIn
        ticketAside={<TicketQr value={t.checkInCode} trackingId={t.trackingId} />}
      />
      <div className="flex flex-wrap justify-center gap-3 print:hidden">
        <button type="button" className="btn-primary" onClick={() => window.print()}>
          چاپ بلیت
        </button>
        <a href={myApi.icsPath(t.trackingId)} download className="btn-secondary" data-testid="my-ticket-ics">
          افزودن به تقویم
        </a>
        <DownloadTicket trackingId={t.trackingId} mobile={t.buyerMobile} />
      </div>
    </div>
  );
}
