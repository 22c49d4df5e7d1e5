"use client";
// The discount code: checked against the session; a code with no capacity left is cleared.
import { useState } from "react";
import { toast } from "@/lib/client/toast";
import { api } from "@/lib/client/api-client";
import * as reservations from "@/lib/client/endpoints/reservations";
import type { DiscountDraft } from "@/components/reserve/reserve-state";
import { toPersianDigits } from "@/lib/format/digits";
import { formatToman } from "@/lib/format/number";

export const DISCOUNT_USED_UP = "ظرفیت استفاده از این کد تخفیف تمام شده است";

export function DiscountBox({
  tourId,
  sessionId,
  value,
  onChange,
}: {
  tourId: number;
  sessionId: number;
  value: DiscountDraft | null;
  onChange: (d: DiscountDraft | null) => void;
}) {
  const [code, setCode] = useState(value?.code ?? "");
  const [checking, setChecking] = useState(false);

  const apply = async () => {
    const typed = code.trim();
    if (!typed) return;
    setChecking(true);
    try {
      const answer = await api.call(reservations.discountInfoContract, {
        params: { tourId, sessionId, code: typed },
        anonymous: true,
      });
      if (answer.availableCapacity <= 0) {
        setCode("");
        onChange(null);
        toast.error(DISCOUNT_USED_UP);
        return;
      }
      onChange({ code: answer.code ?? typed, price: answer.price, percent: answer.percent });
      toast.success("کد تخفیف اعمال شد");
    } catch {
      setCode("");
      onChange(null);
    } finally {
      setChecking(false);
    }
  };

  return (
    <section className="card space-y-3" data-testid="discount-box">
      <h2 className="font-bold text-slate-800">کد تخفیف</h2>
      {value ? (
        <div className="flex items-center justify-between gap-3 text-sm">
          <span className="text-emerald-700">
            کد «{value.code}» اعمال شد:{" "}
            {value.percent != null ? `${toPersianDigits(value.percent)}٪ تخفیف` : `${formatToman(value.price)} تخفیف`}
          </span>
          <button
            type="button"
            className="btn-secondary h-9 px-3"
            onClick={() => {
              setCode("");
              onChange(null);
            }}
          >
            حذف کد
          </button>
        </div>
      ) : (
        <div className="flex gap-2">
          <input
            className="input"
            dir="ltr"
            placeholder="کد تخفیف"
            aria-label="کد تخفیف"
            value={code}
            maxLength={50}
            onChange={(e) => setCode(e.target.value)}
          />
          <button
            type="button"
            className="btn-secondary shrink-0"
            onClick={() => void apply()}
            disabled={checking || !code.trim()}
          >
            اعمال
          </button>
        </div>
      )}
    </section>
  );
}
