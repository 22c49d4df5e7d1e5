"use client";
// The passengers step's answer to «مسافر قبلا ثبت نام شده است» when the holder is the buyer's own
// unpaid booking (its step to the gateway failed: a refused request, a closed tab, a lost connection):
// pay that booking, or release it and book again at once. Releasing needs proof of the buyer
// (lib/reservations/release-unpaid-booking.ts): this tab's payment token when the draft still holds
// that bill, else the traveller session of /my, opened here with a code texted to the buyer's mobile.
import Link from "next/link";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Input } from "@/components/ui/input";
import { ApiClientError, api } from "@/lib/client/api-client";
import * as reservations from "@/lib/client/endpoints/reservations";
import * as traveller from "@/lib/client/endpoints/traveller";
import type { ResponseOf } from "@/lib/client/response-of";
import { toast } from "@/lib/client/toast";
import { formatJalaliDateTime } from "@/lib/format/date";
import { toLatinDigits, toPersianDigits } from "@/lib/format/digits";
import { formatToman } from "@/lib/format/number";
import type { nationalIdValidationContract } from "@/lib/reservations/contracts";
import { RESERVATION_MESSAGES as M } from "@/lib/reservations/messages";

export type UnpaidBooking = NonNullable<ResponseOf<typeof nationalIdValidationContract>["unpaid"]>;

interface Props {
  unpaid: UnpaidBooking;
  buyerMobile: string;
  /** This tab's payment token of the bill, when its draft still holds it. */
  paymentToken: string | null;
  onReleased: () => void;
}

const release = (billId: string, paymentToken: string | null) =>
  api.call(reservations.releaseUnpaidBookingContract, {
    params: { billId },
    body: paymentToken ? { paymentToken } : {},
    anonymous: true,
    notify: false,
  });

export function UnpaidBookingPanel({ unpaid, buyerMobile, paymentToken, onReleased }: Props) {
  const [busy, setBusy] = useState(false);
  const [codeSent, setCodeSent] = useState(false);
  const [code, setCode] = useState("");
  const [codeError, setCodeError] = useState<string | undefined>();

  const attempt = async (): Promise<boolean> => {
    try {
      await release(unpaid.billId, paymentToken);
      toast.success(M.released);
      onReleased();
      return true;
    } catch (error) {
      if (error instanceof ApiClientError && error.codes.includes("not_buyer")) return false;
      toast.error(error instanceof ApiClientError ? error.message : M.notBuyer);
      return true;
    }
  };

  const releaseNow = async () => {
    setBusy(true);
    try {
      if (await attempt()) return;
      // No proof in this tab: the buyer proves the mobile with a texted code (the /my sign-in).
      await api.call(traveller.requestTravellerCodeContract, { anonymous: true, body: { mobile: buyerMobile } });
      setCodeSent(true);
    } catch {
      // Shown by the client (one code a minute, five an hour).
    } finally {
      setBusy(false);
    }
  };

  const confirmCode = async (event: FormEvent) => {
    event.preventDefault();
    const c = toLatinDigits(code).trim();
    if (!/^\d{6}$/.test(c)) return setCodeError("کد تایید باید ۶ رقم باشد");
    setCodeError(undefined);
    setBusy(true);
    try {
      await api.call(traveller.travellerSignInContract, { anonymous: true, body: { mobile: buyerMobile, otpCode: c } });
      if (!(await attempt())) toast.error(M.notBuyer);
    } catch {
      // A wrong or expired code: shown by the client; the form stays for another try.
    } finally {
      setBusy(false);
    }
  };

  // The form focuses the refused national id first; on a phone the panel then sits below the fold, and a
  // traveller who sees only «مسافر قبلا ثبت نام شده است» does not know a way on exists: brought into view.
  const panel = useRef<HTMLElement>(null);
  useEffect(() => panel.current?.scrollIntoView({ block: "nearest" }), []);

  return (
    <section
      ref={panel}
      className="card space-y-3 border-amber-300 bg-amber-50"
      role="alert"
      data-testid="unpaid-booking"
    >
      <p className="text-sm font-bold text-amber-900">{M.unpaidHeld}</p>
      <p className="text-sm text-amber-900">
        مبلغ {formatToman(unpaid.amount)}، نگه‌داشته تا {formatJalaliDateTime(unpaid.expiresAt)}؛ پس از آن جای مسافران
        خودبه‌خود آزاد می‌شود.
      </p>
      <div className="flex flex-wrap gap-2">
        {unpaid.paymentUrl ? (
          <a href={unpaid.paymentUrl} className="btn-primary btn-sm" data-testid="unpaid-resume">
            ادامه پرداخت
          </a>
        ) : (
          <Link href="/my" prefetch={false} className="btn-primary btn-sm" data-testid="unpaid-resume">
            ادامه پرداخت در «بلیت‌های من»
          </Link>
        )}
        <button
          type="button"
          className="btn-secondary btn-sm"
          disabled={busy}
          onClick={releaseNow}
          data-testid="unpaid-release"
        >
          لغو رزرو و ثبت دوباره
        </button>
      </div>
      {codeSent && (
        <form onSubmit={confirmCode} noValidate className="space-y-2" data-testid="unpaid-code-form">
          <p className="text-sm text-slate-700">
            برای لغو، کد ۶ رقمی پیامک‌شده به <bdi dir="ltr">{toPersianDigits(buyerMobile)}</bdi> را وارد کنید.
          </p>
          <Input
            label="کد تایید"
            dir="ltr"
            inputMode="numeric"
            maxLength={6}
            className="text-left"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            error={codeError}
          />
          <button type="submit" className="btn-primary btn-sm" disabled={busy} data-testid="unpaid-code-submit">
            تایید و لغو رزرو
          </button>
        </form>
      )}
    </section>
  );
}
