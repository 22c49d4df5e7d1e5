"use client";
// /tracking: a card-to-card buyer who closed the reservation page sends the transfer's reference
// code here (the places stay held until the hold runs out); a code already sent can be corrected
// until the operator decides. After the hold ran out: a Persian note, no form.
import { toast } from "@/lib/client/toast";
import { C2cCardBox, RefCodeField, useRefCodeForm } from "@/components/reserve/c2c-transfer";
import { formatJalaliDateTime } from "@/lib/format/date";
import { toPersianDigits } from "@/lib/format/digits";
import { formatToman } from "@/lib/format/number";
import type { CardToCardState } from "./types";

export const C2C_HOLD_EXPIRED =
  "مهلت ثبت کد پیگیری واریز برای این رزرو به پایان رسیده و جاهای رزروشده آزاد شده است؛ برای خرید دوباره رزرو کنید.";
export const C2C_CODE_SENT = "کد پیگیری واریز ثبت شد؛ رزرو شما پس از تایید واریز نهایی می‌شود.";

export function C2cLater({ c2c, onSent }: { c2c: CardToCardState; onSent: () => void }) {
  const form = useRefCodeForm(c2c.billId, c2c.paymentToken, () => {
    toast.success(C2C_CODE_SENT);
    onSent();
  });

  if (c2c.expired || !c2c.paymentToken) {
    return (
      <p className="card border-amber-200 bg-amber-50 text-sm text-amber-800" role="status" data-testid="c2c-expired">
        {C2C_HOLD_EXPIRED}
      </p>
    );
  }
  const sent = c2c.status === "PendingConfirmation";

  return (
    <section className="card space-y-3 text-sm" data-testid="c2c-later">
      <h2 className="font-bold text-slate-800">
        {sent ? "کد پیگیری واریز ثبت شده است" : "ثبت کد پیگیری واریز کارت به کارت"}
      </h2>
      {sent ? (
        <p className="text-slate-700" data-testid="c2c-sent">
          کد ثبت‌شده: <bdi dir="ltr">{toPersianDigits(c2c.refCode ?? "")}</bdi> — در انتظار تایید واریز. اگر کد را
          اشتباه وارد کرده‌اید، کد درست را دوباره ثبت کنید.
        </p>
      ) : (
        <p className="text-slate-700">
          مبلغ <strong>{formatToman(c2c.amount)}</strong> را به کارت زیر واریز کنید و کد پیگیری واریز را تا{" "}
          {formatJalaliDateTime(c2c.expiresAt)} ثبت کنید؛ جاهای شما تا آن زمان نگه داشته می‌شود.
        </p>
      )}
      {!sent && <C2cCardBox card={c2c.card} />}
      <RefCodeField id="c2c-later-ref" value={form.refCode} error={form.error} onChange={form.setRefCode} />
      <button
        type="button"
        className="btn-primary w-full sm:w-auto"
        onClick={() => void form.submit()}
        disabled={form.sending}
        data-testid="c2c-later-submit"
      >
        {sent ? "ثبت کد اصلاح‌شده" : "ثبت کد پیگیری"}
      </button>
    </section>
  );
}
