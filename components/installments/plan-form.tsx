"use client";
// Create or edit an installment plan (in a modal): name, down payment, the further installments
// with the day each falls due, the last due day before departure and the surcharge; beside it a live
// preview of the schedule for an example ticket. The fields are checked by the server's own schema
// before the call, so each field shows its Persian message under it; what only the server knows (a
// plan used meanwhile) comes back as a toast.
import { useState } from "react";
import { toast } from "react-toastify";
import { JalaliDayInput } from "@/components/product-dashboard/jalali-day-input";
import { Button, Input, Modal, MoneyInput, NumberInput } from "@/components/ui";
import { formatDigits, formatJalaliDate, formatToman } from "@/lib/format";
import { addDays, tehranToday } from "@/lib/format/tehran-time";
import { installmentApi, planFieldErrors, type Plan, type PlanBody } from "./installment-api";
import { previewSchedule } from "./preview-schedule";

interface Draft {
  name: string;
  downPaymentPercent: number | null;
  installmentCount: number | null;
  dueDaysAfterPurchase: (number | null)[];
  lastDueDaysBeforeDeparture: number | null;
  surchargePercent: number | null;
}

const fromPlan = (p: Plan | null): Draft =>
  p
    ? {
        name: p.name,
        downPaymentPercent: p.downPaymentPercent,
        installmentCount: p.installmentCount,
        dueDaysAfterPurchase: [...p.dueDaysAfterPurchase],
        lastDueDaysBeforeDeparture: p.lastDueDaysBeforeDeparture,
        surchargePercent: p.surchargePercent,
      }
    : {
        name: "",
        downPaymentPercent: 30,
        installmentCount: 2,
        dueDaysAfterPurchase: [30, 60],
        lastDueDaysBeforeDeparture: 7,
        surchargePercent: 0,
      };

/** The typed count decides how many due-day fields there are; days already typed are kept. */
const resize = (days: (number | null)[], count: number | null) => {
  const n = Math.max(0, Math.min(count ?? 0, 12));
  return Array.from({ length: n }, (_, i) => days[i] ?? null);
};

export function PlanForm({ plan, onClose, onSaved }: { plan: Plan | null; onClose: () => void; onSaved: () => void }) {
  const [d, setD] = useState<Draft>(fromPlan(plan));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [example, setExample] = useState<number | null>(10_000_000);
  const [departure, setDeparture] = useState(addDays(tehranToday(), 90));
  const set = <K extends keyof Draft>(k: K, v: Draft[K]) => setD((x) => ({ ...x, [k]: v }));
  const preview = previewSchedule(d, example, tehranToday(), departure);

  const save = async () => {
    const body: PlanBody = {
      name: d.name.trim(),
      downPaymentPercent: d.downPaymentPercent,
      installmentCount: d.installmentCount,
      dueDaysAfterPurchase: d.dueDaysAfterPurchase,
      lastDueDaysBeforeDeparture: d.lastDueDaysBeforeDeparture,
      surchargePercent: d.surchargePercent ?? 0,
    };
    const found = planFieldErrors(body);
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      if (plan) await installmentApi.updatePlan(plan.id, body);
      else await installmentApi.createPlan(body);
      toast.success(plan ? "طرح اقساط ویرایش شد" : "طرح اقساط ساخته شد");
      onSaved();
    } catch {
      // Shown by the client.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={plan ? "ویرایش طرح اقساط" : "طرح اقساط جدید"}
      className="max-w-3xl"
      footer={
        <Button loading={saving} onClick={() => void save()} data-testid="plan-save">
          ذخیره
        </Button>
      }
    >
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2" data-testid="plan-form">
        <div className="flex min-w-0 flex-col gap-3">
          <Input
            id="plan-name"
            label="نام طرح"
            required
            maxLength={60}
            value={d.name}
            error={errors.name}
            onChange={(e) => set("name", e.target.value)}
          />
          <NumberInput
            id="plan-down"
            label="پیش‌پرداخت (درصد)"
            required
            adornment="٪"
            value={d.downPaymentPercent}
            error={errors.downPaymentPercent}
            onChange={(v) => set("downPaymentPercent", v)}
          />
          <NumberInput
            id="plan-count"
            label="تعداد اقساط بعد از پیش‌پرداخت"
            required
            value={d.installmentCount}
            error={errors.installmentCount}
            onChange={(v) =>
              setD((x) => ({ ...x, installmentCount: v, dueDaysAfterPurchase: resize(x.dueDaysAfterPurchase, v) }))
            }
          />
          {d.dueDaysAfterPurchase.length > 0 && (
            <fieldset className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3">
              <legend className="px-1 text-sm font-medium">سررسید هر قسط (روز پس از خرید)</legend>
              {d.dueDaysAfterPurchase.map((day, i) => (
                <NumberInput
                  key={i}
                  id={`plan-due-${i}`}
                  label={`قسط ${formatDigits(i + 1)}`}
                  required
                  value={day}
                  error={errors[`dueDaysAfterPurchase.${i}`]}
                  onChange={(v) =>
                    set(
                      "dueDaysAfterPurchase",
                      d.dueDaysAfterPurchase.map((x, j) => (j === i ? v : x)),
                    )
                  }
                />
              ))}
              {errors.dueDaysAfterPurchase && (
                <p className="text-xs text-red-600" role="alert">
                  {errors.dueDaysAfterPurchase}
                </p>
              )}
            </fieldset>
          )}
          <NumberInput
            id="plan-last-due"
            label="آخرین سررسید، حداقل چند روز پیش از حرکت"
            required
            value={d.lastDueDaysBeforeDeparture}
            error={errors.lastDueDaysBeforeDeparture}
            onChange={(v) => set("lastDueDaysBeforeDeparture", v)}
          />
          <NumberInput
            id="plan-surcharge"
            label="کارمزد اقساط (درصد، اختیاری)"
            adornment="٪"
            value={d.surchargePercent}
            error={errors.surchargePercent}
            onChange={(v) => set("surchargePercent", v)}
          />
          {errors.form && (
            <p className="text-sm text-red-600" role="alert">
              {errors.form}
            </p>
          )}
        </div>
        <section className="flex min-w-0 flex-col gap-3 rounded-lg bg-slate-50 p-3" aria-label="پیش‌نمایش اقساط">
          <h3 className="text-sm font-bold">پیش‌نمایش برای یک بلیت نمونه</h3>
          <MoneyInput id="plan-example" label="مبلغ بلیت نمونه" value={example} onChange={setExample} />
          <JalaliDayInput
            id="plan-example-departure"
            label="تاریخ حرکت نمونه"
            value={departure}
            onChange={setDeparture}
          />
          {preview ? (
            <div data-testid="plan-preview" className="flex flex-col gap-2 text-sm">
              <p>
                پیش‌پرداخت امروز: <strong>{formatToman(preview.downPayment)}</strong>
              </p>
              <ol className="flex flex-col gap-1">
                {preview.installments.map((r) => (
                  <li key={r.sequence} className={r.tooLate ? "text-red-700" : undefined}>
                    قسط {formatDigits(r.sequence)}: {formatToman(r.amount)}، سررسید {formatJalaliDate(r.dueDay)}
                    {r.tooLate && " (دیرتر از مهلت پیش از حرکت)"}
                  </li>
                ))}
              </ol>
              {preview.surcharge > 0 && <p>کارمزد اقساط: {formatToman(preview.surcharge)}</p>}
              <p className="font-bold">جمع پرداختی: {formatToman(preview.total)}</p>
              {preview.installments.some((r) => r.tooLate) && (
                <p className="text-xs text-red-700">
                  سانسی که به این اندازه نزدیک حرکت باشد این طرح را به خریدار پیشنهاد نمی‌دهد.
                </p>
              )}
            </div>
          ) : (
            <p className="text-sm text-slate-600">
              برای دیدن اقساط، درصد پیش‌پرداخت، تعداد اقساط و سررسیدها را وارد کنید.
            </p>
          )}
        </section>
      </div>
    </Modal>
  );
}
