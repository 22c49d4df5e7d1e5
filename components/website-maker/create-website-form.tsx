"use client";
// The first visit of /dashboard/websiteMaker: choose a sub-domain (checked as one types), a plan
// and how to pay its first year; an optional custom domain on a non-basic plan.
import { useQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { toast } from "react-toastify";
import { Button, FormField, Input } from "@/components/ui";
import { formatToman } from "@/lib/format";
import { WEBSITE_MESSAGES, WEBSITE_TOASTS } from "@/lib/websites/messages";
import { WEBSITE_PLANS } from "@/lib/websites/plans";
import { payPlanBill, websiteApi, type PayMethod, type PlanType } from "./website-api";

const REASONS = {
  invalid: WEBSITE_MESSAGES.subDomainInvalid,
  reserved: WEBSITE_MESSAGES.subDomainReserved,
  taken: WEBSITE_MESSAGES.subDomainTaken,
} as const;

export function PlanPicker({ value, onChange }: { value: PlanType; onChange: (plan: PlanType) => void }) {
  return (
    <div className="grid grid-cols-1 gap-2 sm:grid-cols-3" role="radiogroup" aria-label="پلن">
      {WEBSITE_PLANS.map((plan) => (
        <label
          key={plan.type}
          className={`cursor-pointer rounded-xl border p-3 text-sm ${value === plan.type ? "border-brand-600 bg-brand-50" : "border-slate-200"}`}
        >
          <input
            type="radio"
            name="planType"
            value={plan.type}
            checked={value === plan.type}
            onChange={() => onChange(plan.type)}
            className="ml-2 accent-brand-600"
          />
          <span className="font-bold">{plan.title}</span>
          <span className="block text-xs text-slate-500">{formatToman(plan.yearlyPrice)} در سال</span>
        </label>
      ))}
    </div>
  );
}

export function PayMethodPicker({ value, onChange }: { value: PayMethod; onChange: (m: PayMethod) => void }) {
  return (
    <div className="flex gap-4 text-sm" role="radiogroup" aria-label="روش پرداخت">
      {(
        [
          ["Online", "درگاه پرداخت"],
          ["Credit", "کیف پول"],
        ] as const
      ).map(([m, label]) => (
        <label key={m} className="flex min-h-10 items-center gap-1">
          <input
            type="radio"
            name="paymentMethod"
            value={m}
            checked={value === m}
            onChange={() => onChange(m)}
            className="accent-brand-600"
          />
          {label}
        </label>
      ))}
    </div>
  );
}

export function CreateWebsiteForm({ onCreated }: { onCreated: () => void }) {
  const [subDomain, setSubDomain] = useState("");
  const [domain, setDomain] = useState("");
  const [planType, setPlanType] = useState<PlanType>("Basic");
  const [method, setMethod] = useState<PayMethod>("Online");
  const [sending, setSending] = useState(false);
  const name = subDomain.trim().toLowerCase();
  const check = useQuery({
    queryKey: ["sub-domain-check", name],
    queryFn: () => websiteApi.check(name),
    enabled: name.length >= 3,
    staleTime: 10_000,
  });
  const problem = check.data && !check.data.isAvailable && check.data.reason ? REASONS[check.data.reason] : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSending(true);
    try {
      const bill = await websiteApi.create({
        subDomain: name,
        domain: planType !== "Basic" && domain.trim() ? domain.trim() : null,
        planType,
        paymentMethod: method,
      });
      toast.success(WEBSITE_TOASTS.created);
      if (await payPlanBill(bill)) onCreated();
    } catch {
      // toasts shown by the client
    } finally {
      setSending(false);
    }
  }

  return (
    <form onSubmit={submit} className="card flex flex-col gap-4" aria-label="ساخت سایت فروش">
      <h2 className="text-lg font-bold">ساخت سایت فروش</h2>
      <p className="text-sm text-slate-600">سایت شما روی زیردامنه همسفر ساخته می‌شود و پس از پرداخت پلن فعال می‌شود.</p>
      <FormField
        label="زیردامنه"
        htmlFor="subDomain"
        required
        error={problem ?? undefined}
        hint={check.data?.isAvailable ? "این زیردامنه آزاد است." : "۳ تا ۳۰ حرف کوچک انگلیسی، رقم یا خط تیره"}
      >
        <Input
          id="subDomain"
          dir="ltr"
          value={subDomain}
          onChange={(e) => setSubDomain(e.target.value)}
          required
          minLength={3}
          maxLength={30}
        />
      </FormField>
      <PlanPicker value={planType} onChange={setPlanType} />
      {planType !== "Basic" && (
        <FormField label="دامنه اختصاصی (اختیاری، پس از تایید اپراتور فعال می‌شود)" htmlFor="domain">
          <Input
            id="domain"
            dir="ltr"
            value={domain}
            onChange={(e) => setDomain(e.target.value)}
            placeholder="mytours.ir"
          />
        </FormField>
      )}
      <PayMethodPicker value={method} onChange={setMethod} />
      <Button type="submit" loading={sending} disabled={!!problem || name.length < 3}>
        ساخت و پرداخت
      </Button>
    </form>
  );
}
