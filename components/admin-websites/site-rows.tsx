"use client";
// The rows of /adminDashboard/websiteMaker: a site (plan, validity, feature switches, scripts) and a
// custom domain (set it, approve or revoke it). Each action toasts and reloads both lists.
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "react-toastify";
import { Button, Checkbox, Input } from "@/components/ui";
import { formatDigits, formatJalaliDate } from "@/lib/format";
import { WEBSITE_TOASTS } from "@/lib/websites/messages";
import { WEBSITE_PLANS } from "@/lib/websites/plans";
import { adminWebsitesApi, type AdminSite } from "./admin-websites-api";

const DOMAIN_STATUS = { NoDomain: "بدون دامنه", InProcess: "در انتظار تایید", Approved: "تایید شده" } as const;

function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ["admin-websites"] });
}

async function act(action: () => Promise<unknown>, refresh: () => unknown) {
  try {
    await action();
    toast.success(WEBSITE_TOASTS.changeApplied);
    await refresh();
  } catch {
    // toasts shown by the client
  }
}

export function SiteRow({ site, onScripts }: { site: AdminSite; onScripts: () => void }) {
  const refresh = useRefresh();
  const pendingScripts = (["head", "body", "footers"] as const).filter(
    (e) => site.scripts[e].content && !site.scripts[e].approved,
  ).length;
  return (
    <tr className="border-t border-slate-100 align-top" data-testid="admin-site-row">
      <td className="p-2">
        <a href={site.url} target="_blank" rel="noopener" dir="ltr" className="font-medium text-brand-700">
          {site.subDomain}
        </a>
        <p className="text-xs text-slate-500">
          {site.owner.brand ?? site.owner.name}، {formatDigits(site.owner.mobile)}
        </p>
      </td>
      <td className="p-2">
        <select
          aria-label={`پلن ${site.subDomain}`}
          className="h-10 rounded-lg border border-slate-200 bg-white px-2 text-xs"
          value={site.planType}
          onChange={(e) => void act(() => adminWebsitesApi.setPlan(site.userId, e.target.value), refresh)}
        >
          {WEBSITE_PLANS.map((p) => (
            <option key={p.type} value={p.type}>
              {p.title}
            </option>
          ))}
        </select>
      </td>
      <td className="p-2 text-xs">
        {site.isActive ? "فعال" : "غیرفعال"}
        <br />
        {site.expiresAt ? formatJalaliDate(site.expiresAt) : "—"}
      </td>
      <td className="p-2">
        <div className="flex flex-col gap-1">
          {site.features.map((f) => (
            <Checkbox
              key={f.id}
              label={f.title}
              checked={f.isActive}
              onChange={() => void act(() => adminWebsitesApi.toggleFeature(site.userId, f.id), refresh)}
            />
          ))}
        </div>
      </td>
      <td className="p-2">
        <Button variant="secondary" className="h-8 px-2 text-xs" onClick={onScripts}>
          اسکریپت‌ها{pendingScripts ? ` (${formatDigits(pendingScripts)} در انتظار)` : ""}
        </Button>
      </td>
    </tr>
  );
}

export function DomainRow({ site }: { site: AdminSite }) {
  const refresh = useRefresh();
  const [domain, setDomain] = useState(site.domain ?? "");
  return (
    <tr className="border-t border-slate-100" data-testid="admin-domain-row">
      <td className="p-2">{site.subDomain}</td>
      <td className="p-2">
        <div className="flex gap-1">
          <Input
            aria-label={`دامنه ${site.subDomain}`}
            dir="ltr"
            value={domain}
            onChange={(e) => setDomain(e.target.value)}
            className="h-8 max-w-[12rem]"
          />
          <Button
            variant="secondary"
            className="h-8 px-2 text-xs"
            disabled={!domain.trim() || domain === site.domain}
            onClick={() => void act(() => adminWebsitesApi.setDomain(site.userId, domain.trim()), refresh)}
          >
            ثبت
          </Button>
        </div>
      </td>
      <td className="p-2 text-xs">{DOMAIN_STATUS[site.domainStatus as keyof typeof DOMAIN_STATUS]}</td>
      <td className="p-2">
        <Button
          variant="secondary"
          className="h-8 px-2 text-xs"
          onClick={() => void act(() => adminWebsitesApi.toggleDomain(site.userId), refresh)}
        >
          {site.domainStatus === "Approved" ? "لغو تایید" : "تایید دامنه"}
        </Button>
      </td>
    </tr>
  );
}
