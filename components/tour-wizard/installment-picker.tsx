"use client";
// Step three: the leader's installment plans to offer on this tour (GET /api/installment-plans). The
// chosen ids travel as `DefinitionInstallments` and the server refuses another leader's or an archived
// plan; an archived plan the tour already has stays listed (checked) so saving does not drop it unseen.
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useController } from "react-hook-form";
import { installmentApi, type Plan } from "@/components/installments/installment-api";
import { formatDigits } from "@/lib/format";
import { Section } from "./fields";

const planText = (p: Plan) =>
  `پیش‌پرداخت ${formatDigits(p.downPaymentPercent)}٪، ${formatDigits(p.installmentCount)} قسط، آخرین سررسید ${formatDigits(p.lastDueDaysBeforeDeparture)} روز پیش از حرکت` +
  (p.surchargePercent ? `، کارمزد ${formatDigits(p.surchargePercent)}٪` : "");

export function InstallmentPicker() {
  const { field } = useController({ name: "DefinitionInstallments" });
  const chosen = new Set<number>((field.value as number[] | undefined) ?? []);
  const plans = useQuery({ queryKey: ["installment-plans"], queryFn: () => installmentApi.plans() });
  const shown = (plans.data ?? []).filter((p) => !p.archived || chosen.has(p.id));
  const flip = (id: number) => field.onChange(chosen.has(id) ? [...chosen].filter((x) => x !== id) : [...chosen, id]);
  return (
    <Section title="فروش اقساطی">
      {plans.isPending ? (
        <p className="text-sm text-slate-500">در حال بارگذاری طرح‌های اقساط…</p>
      ) : plans.isError ? (
        <p className="text-sm text-red-700">طرح‌های اقساط بارگذاری نشد.</p>
      ) : shown.length === 0 ? (
        <p className="text-sm text-slate-600" data-testid="installment-none">
          طرح اقساطی ندارید. از صفحه{" "}
          <Link href="/dashboard/installmentSale" className="text-primary-700 underline">
            فروش اقساطی
          </Link>{" "}
          طرح بسازید تا خریداران بتوانند این تور را اقساطی بخرند.
        </p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="installment-plans">
          {shown.map((p) => (
            <li key={p.id}>
              <label className="flex min-h-10 flex-wrap items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={chosen.has(p.id)}
                  onChange={() => flip(p.id)}
                  aria-label={`طرح اقساط ${p.name}`}
                />
                <span className="font-medium">{p.name}</span>
                {p.archived && <span className="rounded bg-slate-100 px-1.5 text-xs text-slate-600">بایگانی</span>}
                <span className="text-slate-600">{planText(p)}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
