"use client";
// The page a refund's SMS links to when nobody has said where to pay it (/refund-account?refund=&token=, on the
// host the ticket was bought on): the amount and the ticket, then a card number or a sheba and the holder's name.
// Checked here as /tracking checks them (persian-tools), and again by the server; a refused value is named in
// Persian under its field. Once given, the page shows what was given (the last four digits) and no form: a change
// goes through support (lib/refunds/give-refund-account.ts says why).
import { isShebaValid, verifyCardNumber } from "@persian-tools/persian-tools";
import { useEffect, useState } from "react";
import { groupDigits, SHEBA_MAX_LENGTH } from "@/components/profile/digit-groups";
import { ApiClientError, api } from "@/lib/client/api-client";
import * as refunds from "@/lib/client/endpoints/refunds";
import { toLatinDigits, toPersianDigits } from "@/lib/format/digits";
import { formatToman } from "@/lib/format/number";
import { focusFirstInvalid } from "@/lib/client/focus-first-invalid";

type Answer = Awaited<ReturnType<typeof load>>;
const load = (refundId: number, token: string) =>
  api.call(refunds.getRefundAccountContract, {
    anonymous: true,
    notify: false,
    params: { refundId },
    query: { token },
  });

export function RefundAccountForm({ refundId, token }: { refundId: number; token: string }) {
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [cardNumber, setCardNumber] = useState("");
  const [sheba, setSheba] = useState("");
  const [holder, setHolder] = useState("");
  const [errors, setErrors] = useState<{ card?: string; sheba?: string; holder?: string; form?: string[] }>({});
  const [sending, setSending] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);

  useEffect(() => {
    load(refundId, token).then(setAnswer, (error: unknown) =>
      setLoadError(error instanceof ApiClientError ? error.errors.join(" ") : "بارگذاری ممکن نشد؛ دوباره تلاش کنید."),
    );
  }, [refundId, token]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const card = toLatinDigits(cardNumber).replace(/\D/g, "");
    const iban = toLatinDigits(sheba).replace(/\D/g, "");
    const found: typeof errors = {};
    if (!card && !iban) found.form = ["شماره کارت یا شماره شبا را وارد کنید."];
    if (card && (card.length !== 16 || !verifyCardNumber(Number(card)))) found.card = "شماره کارت: معتبر نیست";
    if (iban && !isShebaValid(`IR${iban}`)) found.sheba = "شماره شبا: معتبر نیست";
    if (holder.trim().length < 3) found.holder = "نام صاحب حساب: نام را کامل بنویسید";
    setErrors(found);
    if (Object.keys(found).length) return focusFirstInvalid(event.currentTarget);
    setSending(true);
    try {
      const done = await api.call(refunds.giveRefundAccountContract, {
        anonymous: true,
        notify: false,
        params: { refundId },
        query: { token },
        body: { ...(card ? { cardNumber: card } : {}), ...(iban ? { iban } : {}), accountHolder: holder.trim() },
      });
      setAnswer(done);
      setSaved(done.message);
    } catch (error) {
      setErrors({ form: error instanceof ApiClientError ? error.errors : ["ثبت ممکن نشد؛ دوباره تلاش کنید."] });
    } finally {
      setSending(false);
    }
  };

  if (loadError)
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-800" data-testid="refund-account-error">
        {loadError}
      </p>
    );
  if (!answer) return <p className="text-sm text-slate-600">در حال بارگذاری…</p>;
  return (
    <section className="space-y-4 rounded-xl bg-white p-4 shadow-sm" data-testid="refund-account">
      <p className="text-sm text-slate-700">
        تور «{answer.tourTitle}» · کد پیگیری <span dir="ltr">{answer.trackingId}</span>
      </p>
      <p className="text-base text-slate-800">
        مبلغ بازگشتی: <strong data-testid="refund-account-amount">{formatToman(answer.returnedAmount)}</strong>
      </p>
      {saved && (
        <p role="status" className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
          {saved}
        </p>
      )}
      {answer.status === "paid" && <p className="text-sm text-slate-700">این مبلغ پیش‌تر به شما واریز شده است.</p>}
      {answer.status === "given" && answer.given && (
        <p className="text-sm text-slate-700" data-testid="refund-account-given">
          واریز به {answer.given.kind === "card" ? "کارت" : "شبا"} با چهار رقم پایانی{" "}
          <span dir="ltr">{toPersianDigits(answer.given.lastDigits)}</span>
          {answer.given.accountHolder ? ` به نام ${answer.given.accountHolder}` : ""}؛ برای تغییر با پشتیبانی همسفر تماس
          بگیرید.
        </p>
      )}
      {answer.status === "awaiting" && (
        <form className="space-y-3" onSubmit={submit} noValidate>
          <p className="text-sm text-slate-600">
            شماره کارت یا شماره شبای حسابی را که مبلغ به آن واریز شود، با نام صاحب حساب وارد کنید؛ واریز ظرف ۲۴ ساعت پس
            از ثبت انجام می‌شود.
          </p>
          <label className="block space-y-1 text-sm">
            <span>شماره کارت</span>
            <input
              className="input text-left"
              dir="ltr"
              inputMode="numeric"
              autoComplete="cc-number"
              maxLength={19}
              value={cardNumber}
              onChange={(e) => setCardNumber(e.target.value)}
              aria-invalid={Boolean(errors.card)}
              aria-describedby={errors.card ? "refund-card-error" : undefined}
              data-testid="refund-account-card"
            />
            {errors.card && (
              <span id="refund-card-error" className="text-xs text-red-700">
                {errors.card}
              </span>
            )}
          </label>
          <label className="block space-y-1 text-sm">
            <span>یا شماره شبا</span>
            <span className="relative block">
              <input
                className="input input-adorned text-left"
                dir="ltr"
                inputMode="numeric"
                value={sheba}
                onChange={(e) => setSheba(groupDigits(e.target.value, SHEBA_MAX_LENGTH))}
                aria-invalid={Boolean(errors.sheba)}
                aria-describedby={errors.sheba ? "refund-sheba-error" : undefined}
                data-testid="refund-account-sheba"
              />
              <span className="absolute inset-y-0 left-3 flex items-center text-sm text-slate-600">IR</span>
            </span>
            {errors.sheba && (
              <span id="refund-sheba-error" className="text-xs text-red-700">
                {errors.sheba}
              </span>
            )}
          </label>
          <label className="block space-y-1 text-sm">
            <span>نام صاحب حساب</span>
            <input
              className="input"
              autoComplete="name"
              maxLength={80}
              value={holder}
              onChange={(e) => setHolder(e.target.value)}
              aria-invalid={Boolean(errors.holder)}
              aria-describedby={errors.holder ? "refund-holder-error" : undefined}
              data-testid="refund-account-holder"
            />
            {errors.holder && (
              <span id="refund-holder-error" className="text-xs text-red-700">
                {errors.holder}
              </span>
            )}
          </label>
          {errors.form && (
            <p role="alert" className="text-sm text-red-700">
              {errors.form.join(" ")}
            </p>
          )}
          <button type="submit" className="btn-primary" disabled={sending} data-testid="refund-account-submit">
            ثبت اطلاعات حساب
          </button>
        </form>
      )}
    </section>
  );
}
