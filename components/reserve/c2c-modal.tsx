"use client";
// Card-to-card: the card to transfer to, the amount, and the transfer's reference code.
import { useState } from "react";
import { Modal } from "@/components/ui";
import { apiClient } from "@/lib/client/api-client";
import type { PendingReservation } from "@/lib/client/reserve-state";
import { toLatinDigits, toPersianDigits } from "@/lib/format/digits";
import { formatToman } from "@/lib/format/number";
import { CodeText } from "@/components/ui/code-text";

const groupCard = (card: string) => toPersianDigits(card.replace(/\D/g, "").replace(/(\d{4})(?=\d)/g, "$1-"));

export function C2cModal({ pending, onClose, onDone }: { pending: PendingReservation; onClose: () => void; onDone: () => void }) {
  const [refCode, setRefCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async () => {
    const ref = toLatinDigits(refCode).trim();
    if (!ref) return setError("کد پیگیری واریز را وارد کنید");
    if (!/^[0-9A-Za-z-]{4,40}$/.test(ref)) return setError("کد پیگیری معتبر نیست");
    setError(null);
    setSending(true);
    try {
      await apiClient.post("/api/tour/bill/{billId}/complete-c2c/{paymentToken}/refId/{refId}", {
        params: { billId: pending.billId, paymentToken: pending.paymentToken, refId: ref },
        anonymous: true,
      });
      onDone();
    } catch {
      // Shown by the client.
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      title="پرداخت کارت به کارت"
      footer={
        <button type="button" className="btn-primary" onClick={() => void submit()} disabled={sending} data-testid="c2c-submit">
          ثبت کد پیگیری
        </button>
      }
    >
      <div className="space-y-4 text-sm" data-testid="c2c-modal">
        <p className="text-slate-700">
          مبلغ <strong>{formatToman(pending.amount)}</strong> را به کارت زیر واریز کنید و کد پیگیری واریز را وارد کنید.
        </p>
        {pending.c2cCard ? (
          <div className="rounded-xl bg-slate-800 p-4 text-white">
            <p className="text-center text-lg font-bold tracking-widest" dir="ltr" data-testid="c2c-card">
              {groupCard(pending.c2cCard.cardNumber)}
            </p>
            <p className="mt-2 text-center text-slate-200">به نام {pending.c2cCard.holder}</p>
          </div>
        ) : (
          <p className="text-amber-700">شماره کارت مقصد را از برگزارکننده تور بپرسید.</p>
        )}
        <div className="space-y-1">
          <label htmlFor="c2c-ref" className="text-sm font-medium text-slate-700">
            کد پیگیری واریز
          </label>
          <input id="c2c-ref" className={error ? "input input-error" : "input"} dir="ltr" value={refCode} maxLength={40} onChange={(e) => setRefCode(e.target.value)} />
          {error && (
            <p role="alert" className="text-xs text-red-600">
              {error}
            </p>
          )}
        </div>
        <p className="text-xs text-slate-500">کد رهگیری بلیت: <CodeText value={pending.trackingId} /></p>
      </div>
    </Modal>
  );
}
