"use client";
// /my's sign-in: the mobile, then the six-digit code texted to it. No password and no account: the
// session is the traveller's own (lib/traveller/session.ts).
import { useState, type FormEvent } from "react";
import { MobileInput } from "@/components/ui/mobile-input";
import { Input } from "@/components/ui/input";
import { toast } from "@/lib/client/toast";
import { toLatinDigits, toPersianDigits } from "@/lib/format/digits";
import { normalizeMobile } from "@/lib/validation/mobile";
import { myApi } from "./my-api";

const REQUIRED = "این فیلد نمی‌تواند خالی باشد";

export function MySignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const [mobile, setMobile] = useState("");
  const [code, setCode] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<{ mobile?: string; code?: string }>({});
  const [busy, setBusy] = useState(false);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const m = normalizeMobile(mobile);
    if (!m) return setError({ mobile: mobile.trim() ? "شماره موبایل معتبر نیست" : REQUIRED });
    setError({});
    setBusy(true);
    try {
      await myApi.sendCode(m);
      setSentTo(m);
      toast.success("اگر با این شماره بلیتی خریده شده باشد، کد ورود پیامک شد.");
    } catch {
      // Shown by the client (one code a minute, five an hour).
    } finally {
      setBusy(false);
    }
  };

  const signIn = async (event: FormEvent) => {
    event.preventDefault();
    const c = toLatinDigits(code).trim();
    if (!/^\d{6}$/.test(c)) return setError({ code: c ? "کد تایید باید ۶ رقم باشد" : REQUIRED });
    setError({});
    setBusy(true);
    try {
      await myApi.signIn(sentTo!, c);
      onSignedIn();
    } catch {
      // A wrong or expired code: shown by the client; the form stays for another try.
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card mx-auto max-w-md space-y-4" data-testid="my-sign-in">
      <div className="space-y-1">
        <h2 className="text-lg font-bold text-slate-800">ورود به بلیت‌های من</h2>
        <p className="text-sm text-slate-600">
          با شماره موبایلی که با آن بلیت خریده‌اید وارد شوید؛ رمز عبور لازم نیست.
        </p>
      </div>
      {!sentTo ? (
        <form onSubmit={send} noValidate className="space-y-3">
          <MobileInput
            label="شماره موبایل"
            value={mobile}
            onChange={(e) => setMobile(e.target.value)}
            error={error.mobile}
          />
          <button type="submit" className="btn-primary w-full" disabled={busy}>
            دریافت کد ورود
          </button>
        </form>
      ) : (
        <form onSubmit={signIn} noValidate className="space-y-3">
          <p className="text-sm text-slate-700">
            کد ۶ رقمی پیامک‌شده به <bdi dir="ltr">{toPersianDigits(sentTo)}</bdi> را وارد کنید.
          </p>
          <Input
            label="کد ورود"
            dir="ltr"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            className="text-center tracking-widest"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            error={error.code}
          />
          <button type="submit" className="btn-primary w-full" disabled={busy}>
            ورود
          </button>
          <button type="button" className="btn-secondary w-full" onClick={() => setSentTo(null)} disabled={busy}>
            تغییر شماره موبایل
          </button>
        </form>
      )}
    </section>
  );
}
