"use client";
// Cancelling passengers of a ticket: choose them, see the current penalty percent and what comes
// back, optionally a card number or sheba for the transfer with its holder's name (required with either: support
// pays a named person), then confirm with the code texted to the
// buyer's mobile (the mobile and tracking id printed on a ticket only show it), or, signed in to /my
// as that mobile (`signedIn`), with no code. A 409 (the penalty changed, e.g. a day boundary passed)
// reloads the figures; a wrong code keeps the dialog open. The cancelling parts are left out of a printout.
import { isShebaValid, verifyCardNumber } from "@persian-tools/persian-tools";
import { useState, type ReactNode } from "react";
import { toast } from "@/lib/client/toast";
import { Modal } from "@/components/ui/modal";
import { ApiClientError, api } from "@/lib/client/api-client";
import * as refunds from "@/lib/client/endpoints/refunds";
import * as tickets from "@/lib/client/endpoints/tickets";
import { formatJalaliDateTime } from "@/lib/format/date";
import { toLatinDigits, toPersianDigits } from "@/lib/format/digits";
import { formatToman } from "@/lib/format/number";
import { REFUND_MESSAGES } from "@/lib/refunds/messages";
import { groupDigits, SHEBA_MAX_LENGTH } from "@/components/profile/digit-groups";
import { C2cLater } from "./c2c-later";
import { TicketView } from "./ticket-view";
import type { ManagedTicket, RefundRecord } from "./types";

export const TICKET_CANCELLED = "بلیت لغو شد؛ مبلغ بازگشتی ظرف ۲۴ ساعت واریز می‌شود.";
const CODE_SENT = "کد تایید به موبایل خریدار پیامک شد.";
// The server's messages for the holder's two rules, under the field's label as the server answers them.
const HOLDER_REQUIRED = `نام صاحب حساب: ${REFUND_MESSAGES.holderRequired}`;
const ACCOUNT_FOR_HOLDER = `نام صاحب حساب: ${REFUND_MESSAGES.accountForHolder}`;

/** 09121234567 → ۰۹۱۲***۴۵۶۷: enough for the buyer to recognise their number. */
function maskedMobile(mobile: string) {
  const digits = toLatinDigits(mobile);
  return toPersianDigits(digits.length >= 8 ? `${digits.slice(0, 4)}***${digits.slice(-4)}` : digits);
}

export function ManageTicket({
  ticket,
  mobile,
  onChanged,
  signedIn = false,
  ticketAside,
}: {
  ticket: ManagedTicket;
  mobile: string;
  onChanged: () => void;
  /** The buyer's /my session proves the mobile: no SMS code step. */
  signedIn?: boolean;
  /** Beside the ticket (the QR code on /my). */
  ticketAside?: ReactNode;
}) {
  const [chosen, setChosen] = useState<number[]>([]);
  const [cardNumber, setCardNumber] = useState("");
  const [sheba, setSheba] = useState("");
  const [holder, setHolder] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [record, setRecord] = useState<RefundRecord | null>(null);
  const [code, setCode] = useState("");
  const [codeSent, setCodeSent] = useState(false);
  const [requesting, setRequesting] = useState(false);
  const codeReady = signedIn || /^\d{6}$/.test(toLatinDigits(code).trim());
  const percent = ticket.currentRefundPenaltyPercent;
  const cancellable = percent === null ? [] : ticket.passengers.filter((p) => p.cancellable);
  const selected = ticket.passengers.filter((p) => chosen.includes(p.id));
  const refund = selected.reduce((s, p) => s + (p.refundAmount ?? 0), 0);
  const penalty = selected.reduce((s, p) => s + (p.penaltyAmount ?? 0), 0);

  const check = () => {
    const card = toLatinDigits(cardNumber).replace(/\D/g, "");
    const iban = toLatinDigits(sheba).replace(/\D/g, "");
    if (card && !verifyCardNumber(Number(card))) return setFieldError("شماره کارت معتبر نیست");
    if (iban && !isShebaValid(`IR${iban}`)) return setFieldError("شماره شبا معتبر نیست");
    if ((card || iban) && holder.trim().length < 3) return setFieldError(HOLDER_REQUIRED);
    if (!card && !iban && holder.trim()) return setFieldError(ACCOUNT_FOR_HOLDER);
    setFieldError(null);
    setConfirming(true);
  };

  const sendCode = async () => {
    setRequesting(true);
    try {
      await api.call(tickets.requestTicketCodeContract, {
        anonymous: true,
        body: { mobile, trackingId: ticket.trackingId },
      });
      setCodeSent(true);
      toast.success(CODE_SENT);
    } catch {
      // Shown by the client (e.g. one code a minute).
    } finally {
      setRequesting(false);
    }
  };

  const cancel = async () => {
    setSending(true);
    let done = false;
    try {
      const card = toLatinDigits(cardNumber).replace(/\D/g, "");
      const iban = toLatinDigits(sheba).replace(/\D/g, "");
      const answer = await api.call(refunds.refundPassengersContract, {
        anonymous: true,
        body: {
          mobile,
          trackingId: ticket.trackingId,
          passengerIds: chosen,
          penaltyPercent: percent ?? 0,
          ...(signedIn ? {} : { otpCode: toLatinDigits(code).trim() }),
          ...(card ? { cardNumber: card } : {}),
          ...(iban ? { iban: `IR${iban}` } : {}),
          ...(card || iban ? { accountHolder: holder.trim() } : {}),
        },
      });
      toast.success(TICKET_CANCELLED);
      setRecord(answer);
      setChosen([]);
      done = true;
      onChanged();
    } catch (error) {
      // The figures changed: reload them. A wrong or expired code: stay here for another try.
      if (error instanceof ApiClientError && error.status === 409) {
        done = true;
        onChanged();
      }
    } finally {
      setSending(false);
      if (done) {
        setConfirming(false);
        setCode("");
        setCodeSent(false);
      }
    }
  };

  return (
    <div className="space-y-4">
      {ticket.cardToCard && <C2cLater c2c={ticket.cardToCard} onSent={onChanged} />}
      <TicketView ticket={ticket} aside={ticketAside} />
      {record && (
        <section className="card space-y-2 border-emerald-200 bg-emerald-50 print:hidden" data-testid="refund-record">
          <p className="font-bold text-emerald-800">{record.message ?? TICKET_CANCELLED}</p>
          <p className="text-sm text-slate-700">
            جریمه: {toPersianDigits(record.penaltyPercent)}٪ · مبلغ بازگشتی:{" "}
            <strong>{formatToman(record.returnedAmount)}</strong>
          </p>
          <p className="text-sm text-slate-700">
            مسافران لغوشده: {record.cancelledPassengers.map((p) => p.fullName).join("، ")}
          </p>
        </section>
      )}
      {cancellable.length > 0 ? (
        <section className="card space-y-3 print:hidden" data-testid="cancel-passengers">
          <h2 className="font-bold text-slate-800">لغو بلیت</h2>
          <p className="text-sm text-slate-700" data-testid="penalty-percent">
            جریمه لغو در حال حاضر: <strong>{toPersianDigits(percent ?? 0)}٪</strong>
          </p>
          <ul className="space-y-2">
            {cancellable.map((p) => (
              <li key={p.id}>
                <label className="flex cursor-pointer items-center justify-between gap-3 rounded-lg border border-slate-200 p-3 text-sm has-[:checked]:border-red-300 has-[:checked]:bg-red-50">
                  <span className="flex items-center gap-2">
                    <input
                      type="checkbox"
                      className="size-4 accent-red-600"
                      checked={chosen.includes(p.id)}
                      onChange={(e) =>
                        setChosen((c) => (e.target.checked ? [...c, p.id] : c.filter((id) => id !== p.id)))
                      }
                      aria-label={`لغو ${p.fullName}`}
                    />
                    {p.fullName}
                  </span>
                  <span className="text-xs text-slate-600">
                    جریمه {formatToman(p.penaltyAmount ?? 0)} · بازگشتی {formatToman(p.refundAmount ?? 0)}
                  </span>
                </label>
              </li>
            ))}
          </ul>
          <div className="grid gap-3 sm:grid-cols-2">
            <input
              className="input text-left"
              dir="ltr"
              inputMode="numeric"
              placeholder="شماره کارت (اختیاری)"
              aria-label="شماره کارت (اختیاری)"
              maxLength={19}
              value={cardNumber}
              onChange={(e) => setCardNumber(e.target.value)}
            />
            <div className="relative">
              {/* The sheba reads left to right: IR (shown beside), then the 24 digits in groups of four; a pasted
                  «IR05 …» keeps its digits only, so the field never reads «IR IR05». No maxLength: the browser
                  would cut a pasted sheba with its spaces before the grouping. */}
              <input
                className="input input-adorned text-left"
                dir="ltr"
                inputMode="numeric"
                placeholder="شماره شبا (اختیاری)"
                aria-label="شماره شبا (اختیاری)"
                value={sheba}
                onChange={(e) => {
                  // Written back here too: Preact (the islands' renderer) re-renders only when the state changes, and a
                  // paste that groups to the value already held would otherwise stay in the field as typed.
                  const grouped = groupDigits(e.target.value, SHEBA_MAX_LENGTH);
                  if (e.target.value !== grouped) e.target.value = grouped;
                  setSheba(grouped);
                }}
                data-testid="refund-sheba"
              />
              <span className="absolute inset-y-0 left-3 flex items-center text-sm text-slate-500">IR</span>
            </div>
            <input
              className="input sm:col-span-2"
              autoComplete="name"
              maxLength={80}
              placeholder="نام صاحب حساب (همراه کارت یا شبا)"
              aria-label="نام صاحب حساب (همراه کارت یا شبا)"
              aria-invalid={fieldError === HOLDER_REQUIRED || fieldError === ACCOUNT_FOR_HOLDER}
              value={holder}
              onChange={(e) => setHolder(e.target.value)}
              data-testid="refund-holder"
            />
          </div>
          {fieldError && (
            <p role="alert" className="text-xs text-red-600">
              {fieldError}
            </p>
          )}
          {selected.length > 0 && (
            <p className="text-sm text-slate-700" data-testid="refund-summary">
              جریمه: {formatToman(penalty)} · مبلغ بازگشتی: <strong>{formatToman(refund)}</strong>
            </p>
          )}
          <button
            type="button"
            className="btn-danger"
            disabled={!selected.length}
            onClick={check}
            data-testid="cancel-selected"
          >
            لغو مسافران انتخاب‌شده
          </button>
        </section>
      ) : (
        <p className="card text-sm text-slate-600 print:hidden">مسافری از این بلیت قابل لغو نیست.</p>
      )}
      {ticket.refunds && ticket.refunds.length > 0 && (
        <section className="card space-y-2">
          <h2 className="font-bold text-slate-800">استردادهای این بلیت</h2>
          <ul className="space-y-1 text-sm text-slate-700">
            {ticket.refunds.map((r) => (
              <li key={r.id} data-testid="ticket-refund" data-state={r.state}>
                {r.createdAt ? `${formatJalaliDateTime(r.createdAt)} — ` : ""}
                {r.cancelledPassengers.map((p) => p.fullName).join("، ")}: جریمه {toPersianDigits(r.penaltyPercent)}٪،
                بازگشتی {formatToman(r.returnedAmount)}
                {r.returnedAmount > 0 && (r.state === "ProcessedByOperator" || r.state === "ProcessedByTourLeader") ? (
                  <span className="text-emerald-700">
                    {" "}
                    — واریز شد{r.payDate ? ` در ${formatJalaliDateTime(r.payDate)}` : ""}
                    {r.refNum ? ` (پیگیری ${toPersianDigits(r.refNum)})` : ""}
                  </span>
                ) : r.returnedAmount > 0 ? (
                  <span className="text-amber-700"> — در انتظار واریز</span>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      )}
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title="تایید لغو بلیت"
        footer={
          <>
            <button type="button" className="btn-secondary" onClick={() => setConfirming(false)}>
              انصراف
            </button>
            <button
              type="button"
              className="btn-danger"
              onClick={() => void cancel()}
              disabled={sending || !codeReady}
              data-testid="confirm-cancel"
            >
              لغو بلیت
            </button>
          </>
        }
      >
        <p className="text-sm leading-7 text-slate-700" data-testid="cancel-confirmation">
          با لغو {selected.map((p) => p.fullName).join("، ")}، {toPersianDigits(percent ?? 0)}٪ جریمه کسر می‌شود (
          {formatToman(penalty)}) و {formatToman(refund)} ظرف ۲۴ ساعت به شما بازگردانده می‌شود. ادامه می‌دهید؟
        </p>
        {!signedIn && (
          <div className="mt-4 space-y-2 rounded-lg border border-slate-200 p-3" data-testid="ticket-code-step">
            <p className="text-sm text-slate-700">
              برای لغو بلیت، کد تایید به موبایل خریدار (<bdi dir="ltr">{maskedMobile(mobile)}</bdi>) پیامک می‌شود. کسی
              که فقط کد پیگیری و موبایل را دارد نمی‌تواند بلیت را لغو کند.
            </p>
            <div className="flex flex-wrap items-end gap-2">
              <button
                type="button"
                className="btn-secondary"
                onClick={() => void sendCode()}
                disabled={requesting}
                data-testid="send-ticket-code"
              >
                {codeSent ? "ارسال دوباره کد" : "ارسال کد تایید"}
              </button>
              <input
                className="input w-40 text-center tracking-widest"
                dir="ltr"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                placeholder="کد ۶ رقمی"
                aria-label="کد تایید پیامک‌شده"
                value={code}
                onChange={(e) => setCode(e.target.value)}
              />
            </div>
          </div>
        )}
      </Modal>
    </div>
  );
}
