"use client";
// The form of «خبرم کن» (notify-me.tsx): loaded only once the live figures call a session sold out, so a tour page
// whose sessions have places does not download it. The form checks itself (noValidate): the browser's own bubble would
// speak English; never more places than the session's whole capacity, which could never come free (the server refuses
// them too).
import { useState, type FormEvent } from "react";
import { api } from "@/lib/client/api-client";
import { joinWaitlistContract } from "@/lib/client/endpoints/waitlist";
import { formatDigits } from "@/lib/format/number";
import { MAX_WAITLIST_PLACES as MAX_PLACES } from "@/lib/waitlist/constants";
import { CountStepper } from "@/components/reserve/count-stepper";
import { MobileInput } from "@/components/ui/mobile-input";
import { MESSAGES } from "@/lib/validation/default-messages";
import { normalizeMobile } from "@/lib/validation/mobile";
import type { NotifySession } from "./notify-me";

export function NotifyMeForm({ tourId, full }: { tourId: number; full: NotifySession[] }) {
  const [sessionId, setSessionId] = useState<number | null>(null);
  const [mobile, setMobile] = useState("");
  const [places, setPlaces] = useState(1);
  const [sending, setSending] = useState(false);
  const [mobileError, setMobileError] = useState<string | undefined>();
  const [joined, setJoined] = useState<{ sessionId: number; ahead: number } | null>(null);

  const chosen = full.find((s) => s.id === sessionId) ?? full[0];
  const most = Math.max(1, Math.min(MAX_PLACES, chosen.capacity));
  const asked = Math.min(places, most);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const m = normalizeMobile(mobile);
    if (!m) return setMobileError(mobile.trim() ? "شماره موبایل معتبر نیست" : MESSAGES.required);
    setMobileError(undefined);
    setSending(true);
    try {
      const answer = await api.call(joinWaitlistContract, {
        params: { tourId, sessionId: chosen.id },
        body: { mobile: m, places: asked },
        anonymous: true,
      });
      setJoined({ sessionId: chosen.id, ahead: answer.ahead });
    } catch {
      // The client has shown the server's Persian messages.
    } finally {
      setSending(false);
    }
  };

  if (joined) {
    return (
      <div className="card mt-4 space-y-1 text-sm text-slate-700" role="status" data-testid="notify-me-done">
        <p className="font-bold text-emerald-700">در صف انتظار ثبت شدید.</p>
        <p>
          {joined.ahead ? `${formatDigits(joined.ahead)} نفر پیش از شما در صف هستند.` : "نفر اول صف هستید."} وقتی جا
          آزاد شود پیامکی با پیوند خرید می‌گیرید.
        </p>
      </div>
    );
  }

  return (
    <form className="card mt-4 space-y-3" onSubmit={(e) => void submit(e)} noValidate data-testid="notify-me">
      <h2 className="text-base font-bold text-slate-800">ظرفیت تکمیل است؛ خبرم کن</h2>
      <p className="text-xs text-slate-600">
        اگر جایی آزاد شود، برای مدتی برای شما نگه داشته می‌شود و پیوند خرید را پیامک می‌کنیم.
      </p>
      {full.length > 1 && (
        <fieldset className="space-y-1">
          <legend className="mb-1 text-sm font-medium text-slate-700">تاریخ</legend>
          {full.map((s) => (
            <label key={s.id} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="notify-session"
                className="accent-brand-600"
                checked={s.id === chosen.id}
                onChange={() => setSessionId(s.id)}
              />
              {s.label}
            </label>
          ))}
        </fieldset>
      )}
      <MobileInput
        label="موبایل"
        required
        value={mobile}
        onChange={(e) => setMobile(e.target.value)}
        error={mobileError}
        data-testid="notify-mobile"
      />
      <div className="flex items-center justify-between text-sm">
        <span className="text-slate-700">تعداد جا</span>
        <CountStepper
          title="جا"
          value={asked}
          onStep={(delta) => setPlaces(asked + delta)}
          canAdd={asked < most}
          canRemove={asked > 1}
          testId="notify-places"
        />
      </div>
      {most < MAX_PLACES && (
        <p className="text-xs text-slate-600" data-testid="notify-places-most">
          کل ظرفیت این تاریخ {formatDigits(most)} نفر است؛ بیش از آن جا آزاد نمی‌شود.
        </p>
      )}
      <button type="submit" className="btn-primary w-full" disabled={sending} data-testid="notify-submit">
        خبرم کن
      </button>
    </form>
  );
}
