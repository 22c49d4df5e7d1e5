"use client";
// After payment: the gateway's callback sends the buyer here with the bill, the outcome and a
// short-lived receipt value (never the mobile or tracking id: lib/payments/receipt-token.ts); a
// credit or card-to-card purchase in this tab is opened by what the tab remembers
// (components/reserve/receipt-memory.ts). Paid: the ticket with print and download links. Not paid:
// the seats were released; back to the tour.
import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useEffect, useState } from "react";
import { clearDraft, loadDraft, tourPath, updateDraft } from "@/components/reserve/reserve-state";
import { DownloadTicket } from "./download-ticket";
import { TicketView } from "./ticket-view";
import { CONFIRMED_STATUSES } from "./types";
import { useReceiptTicket, useTicket } from "./use-ticket";
import { useRememberedReceipt } from "@/components/reserve/receipt-memory";
import { CodeText } from "@/components/ui/code-text";

function positiveId(value: string | null): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function FinalReceipt({ leaderId, tourId }: { leaderId: number; tourId: number }) {
  const query = useSearchParams();
  const billId = query.get("billId");
  const remembered = useRememberedReceipt(billId);
  const outcome = query.get("status") ?? query.get("paymentStatus");
  // The affiliate who sold the ticket: from the address (the payment return adds it), else from the
  // draft kept for another try; the way back to the tour carries it so the sale stays attributed.
  const [sellerId, setSellerId] = useState<number | null>(() => positiveId(query.get("sellerId")));
  const byMemory = useTicket("ticket", remembered?.mobile ?? null, remembered?.trackingId ?? null);
  const byReceipt = useReceiptTicket(remembered ? null : billId, remembered ? null : query.get("receipt"));
  const ticket = remembered ? byMemory : byReceipt;
  const trackingId = ticket.data?.trackingId;
  const mobile = ticket.data?.buyerMobile;
  const paid = outcome === "paid" || (!!ticket.data && CONFIRMED_STATUSES.includes(ticket.data.status));
  const pendingC2c = ticket.data?.status === "Card2CardPaymentPendingConfirmation";

  useEffect(() => {
    // Paid: the draft is done. Not paid: keep the choices for another try, drop the released hold.
    if (paid) return clearDraft(tourId);
    const kept = outcome ? updateDraft(tourId, { pending: null }) : loadDraft(tourId);
    if (kept?.sellerId) setSellerId((current) => current ?? kept.sellerId);
  }, [paid, outcome, tourId]);

  if (!paid && !pendingC2c && (outcome || (ticket.isFetched && !ticket.data))) {
    return (
      <div className="card space-y-4 text-center" data-testid="payment-failed">
        <p className="text-lg font-bold text-red-700">پرداخت انجام نشد.</p>
        <p className="text-slate-700">
          رزرو شما لغو شد و صندلی‌ها و ظرفیت نگه‌داشته‌شده آزاد شدند. در صورت کسر مبلغ، تا ۷۲ ساعت به حساب شما
          برمی‌گردد.
        </p>
        <Link href={tourPath(leaderId, tourId, sellerId)} className="btn-primary" data-testid="back-to-tour">
          بازگشت به صفحه تور
        </Link>
      </div>
    );
  }
  if (ticket.isLoading) return <p className="card text-center text-slate-500">در حال دریافت بلیت…</p>;
  if (!ticket.data || !trackingId || !mobile) {
    return (
      <div className="card space-y-3 text-center" data-testid="receipt-link-expired">
        <p className="text-slate-700">
          پیوند این رسید منقضی شده یا معتبر نیست. بلیت را با شماره موبایل و کد پیگیری پیامک‌شده ببینید.
        </p>
        <Link href="/tracking" className="btn-primary">
          پیگیری بلیت
        </Link>
      </div>
    );
  }

  const printHref = `/${leaderId}/tour/ticketPrint?mobile=${encodeURIComponent(mobile)}&trackingId=${encodeURIComponent(trackingId)}`;
  return (
    <div className="space-y-4" data-testid="final-receipt">
      <div className="card space-y-2 text-center">
        <p className="text-lg font-bold text-emerald-700">
          {pendingC2c ? "رزرو موقت انجام شد و منتظر تایید پرداخت است." : "خرید شما با موفقیت انجام شد."}
        </p>
        <p className="text-slate-700">
          کد رهگیری: <CodeText value={trackingId} /> — برای پیگیری یا لغو بلیت، این کد و شماره موبایل را نگه دارید.
        </p>
      </div>
      <TicketView ticket={ticket.data} />
      <div className="flex flex-wrap justify-center gap-3">
        <a href={printHref} target="_blank" rel="noopener" className="btn-primary" data-testid="print-ticket">
          چاپ بلیت
        </a>
        <DownloadTicket trackingId={trackingId} mobile={mobile} />
        <Link href="/tracking" className="btn-secondary">
          پیگیری و لغو بلیت
        </Link>
      </div>
    </div>
  );
}
