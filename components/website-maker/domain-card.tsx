"use client";
// The site's custom domain after it was made: ask for one, change it or remove it
// (PUT /api/sale-website/custom-domain). A new or changed domain waits for the operator's approval
// again; until then the site answers on its sub-domain. Basic sites cannot have one.
import { useState } from "react";
import { toast } from "react-toastify";
import { Button, FormField, Input } from "@/components/ui";
import { WEBSITE_MESSAGES, WEBSITE_TOASTS } from "@/lib/websites/messages";
import { websiteApi, type MyWebsite } from "./website-api";

export const DOMAIN_STATUS = {
  NoDomain: "بدون دامنه",
  InProcess: "در انتظار تایید اپراتور",
  Approved: "تایید شده و فعال",
} as const;

export function DomainCard({ site, onSaved }: { site: MyWebsite; onSaved: (site: MyWebsite) => void }) {
  const [domain, setDomain] = useState(site.domain ?? "");
  const [busy, setBusy] = useState(false);
  const basic = site.planType === "Basic";
  const typed = domain.trim().toLowerCase();

  async function save(value: string | null, message: string) {
    setBusy(true);
    try {
      const saved = await websiteApi.setDomain(value);
      setDomain(saved.domain ?? "");
      toast.success(message);
      onSaved(saved);
    } catch {
      // toasts shown by the client
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card flex flex-col gap-3" aria-labelledby="domain-title" data-testid="domain-card">
      <h2 id="domain-title" className="text-lg font-bold">
        دامنه اختصاصی
      </h2>
      <p className="text-sm text-slate-600">
        وضعیت: <strong data-testid="domain-status">{DOMAIN_STATUS[site.domainStatus]}</strong>
        {site.domain && (
          <>
            {" "}
            (<span dir="ltr">{site.domain}</span>)
          </>
        )}
      </p>
      {basic ? (
        <p className="text-sm text-amber-800">{WEBSITE_MESSAGES.domainNeedsPlan}</p>
      ) : (
        <form
          className="flex flex-col gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            void save(typed, WEBSITE_TOASTS.domainRequested);
          }}
        >
          <FormField
            label="دامنه"
            htmlFor="site-domain"
            hint="دامنه جدید یا تغییر یافته پس از تایید اپراتور فعال می‌شود؛ تا آن زمان سایت روی زیردامنه در دسترس است."
          >
            <Input
              id="site-domain"
              dir="ltr"
              value={domain}
              onChange={(e) => setDomain(e.target.value)}
              placeholder="mytours.ir"
              maxLength={253}
              required
            />
          </FormField>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" loading={busy} disabled={!typed || typed === site.domain}>
              {site.domain ? "ثبت دامنه جدید" : "درخواست اتصال دامنه"}
            </Button>
            {site.domain && (
              <Button
                variant="secondary"
                className="text-red-600"
                disabled={busy}
                onClick={() => void save(null, WEBSITE_TOASTS.domainRemoved)}
              >
                حذف دامنه
              </Button>
            )}
          </div>
        </form>
      )}
    </section>
  );
}
