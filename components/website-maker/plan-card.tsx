"use client";
// The site's address, plan, period and renewal (another year on a chosen plan, gateway or wallet).
import { useState } from "react";
import { toast } from "react-toastify";
import { Button } from "@/components/ui";
import { formatDigits, formatJalaliDate } from "@/lib/format";
import { planOf } from "@/lib/websites/plans";
import { PayMethodPicker, PlanPicker } from "./create-website-form";
import { DOMAIN_STATUS } from "./domain-card";
import { payPlanBill, websiteApi, type MyWebsite, type PayMethod, type PlanType } from "./website-api";

export function PlanCard({ site, onChanged }: { site: MyWebsite; onChanged: () => void }) {
  const [planType, setPlanType] = useState<PlanType>(site.planType);
  const [method, setMethod] = useState<PayMethod>("Online");
  const [sending, setSending] = useState(false);
  async function renew() {
    setSending(true);
    try {
      if (await payPlanBill(await websiteApi.renew(planType, method))) {
        toast.success("پلن تمدید شد.");
        onChanged();
      }
    } catch {
      // toasts shown by the client
    } finally {
      setSending(false);
    }
  }
  return (
    <section className="card flex flex-col gap-3" data-testid="plan-card">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <a href={site.url} target="_blank" rel="noopener" className="tap font-bold text-brand-700" dir="ltr">
          {site.url.replace(/^https?:\/\//, "")}
        </a>
        <span
          className={`rounded-full px-2 py-0.5 text-xs ${site.isActive ? "bg-brand-50 text-brand-700" : "bg-amber-100 text-amber-800"}`}
          data-testid="site-status"
        >
          {site.isActive ? "فعال" : "غیرفعال (پرداخت نشده یا منقضی)"}
        </span>
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-slate-500">پلن</dt>
          <dd>{planOf(site.planType).title}</dd>
        </div>
        <div>
          <dt className="text-slate-500">اعتبار تا</dt>
          <dd>{site.to ? formatJalaliDate(site.to) : "—"}</dd>
        </div>
        <div>
          <dt className="text-slate-500">روز باقی‌مانده</dt>
          <dd>{formatDigits(site.expiresInDays)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">دامنه اختصاصی</dt>
          <dd dir="ltr" className="text-right">
            {site.domain ?? "—"} <span className="text-xs text-slate-500">({DOMAIN_STATUS[site.domainStatus]})</span>
          </dd>
        </div>
      </dl>
      <h3 className="font-bold">تمدید یا تغییر پلن (یک‌ساله)</h3>
      <PlanPicker value={planType} onChange={setPlanType} />
      <PayMethodPicker value={method} onChange={setMethod} />
      <Button onClick={() => void renew()} loading={sending} className="self-start">
        پرداخت و تمدید
      </Button>
    </section>
  );
}
