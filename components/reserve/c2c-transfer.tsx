"use client";
// Card-to-card pieces shared by the reservation's modal and /tracking: the card to transfer to,
// the reference-code field, and the one call that submits the code (complete-c2c, keyed by the
// bill and its payment token).
import { useState } from "react";
import { api } from "@/lib/client/api-client";
import * as payments from "@/lib/client/endpoints/payments";
import { toLatinDigits, toPersianDigits } from "@/lib/format/digits";

const groupCard = (card: string) => toPersianDigits(card.replace(/\D/g, "").replace(/(\d{4})(?=\d)/g, "$1-"));

export function C2cCardBox({ card }: { card: { cardNumber: string; holder: string } | null | undefined }) {
  if (!card) return <p className="text-amber-700">شماره کارت مقصد را از برگزارکننده تور بپرسید.</p>;
  return (
    <div className="rounded-xl bg-slate-800 p-4 text-white">
      <p className="text-center text-lg font-bold tracking-widest" dir="ltr" data-testid="c2c-card">
        {groupCard(card.cardNumber)}
      </p>
      <p className="mt-2 text-center text-slate-200">به نام {card.holder}</p>
    </div>
  );
}

export function RefCodeField({
  id,
  value,
  error,
  onChange,
}: {
  id: string;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        کد پیگیری واریز
      </label>
      <input
        id={id}
        className={error ? "input input-error" : "input"}
        dir="ltr"
        value={value}
        maxLength={40}
        onChange={(e) => onChange(e.target.value)}
      />
      {error && (
        <p role="alert" className="text-xs text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}

/** The typed code in Latin digits, or the Persian reason it cannot be sent (the server's rule: 4–40 letters, digits, '-'). */
export function checkRefCode(text: string): { ref: string; error: null } | { ref: null; error: string } {
  const ref = toLatinDigits(text).trim();
  if (!ref) return { ref: null, error: "کد پیگیری واریز را وارد کنید" };
  if (!/^[0-9A-Za-z-]{4,40}$/.test(ref)) return { ref: null, error: "کد پیگیری معتبر نیست" };
  return { ref, error: null };
}

function submitRefCode(billId: string, paymentToken: string, refId: string) {
  return api.call(payments.completeC2cContract, {
    params: { billId, paymentId: paymentToken, refId },
    anonymous: true,
  });
}

/** The code's field state and its submit: checked here, sent once, `onSent` after the server took it (errors are the client's toasts). */
export function useRefCodeForm(billId: string, paymentToken: string | null, onSent: () => void) {
  const [refCode, setRefCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const submit = async () => {
    const checked = checkRefCode(refCode);
    setError(checked.error);
    if (!checked.ref || !paymentToken) return;
    setSending(true);
    try {
      await submitRefCode(billId, paymentToken, checked.ref);
      setRefCode("");
      onSent();
    } catch {
      // Shown by the client (an expired hold answers its Persian message).
    } finally {
      setSending(false);
    }
  };
  return { refCode, setRefCode, error, sending, submit };
}
