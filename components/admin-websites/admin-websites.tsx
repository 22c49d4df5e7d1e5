"use client";
// /adminDashboard/websiteMaker: the sites (SearchTerm, Enabled, 9 a page) with plan change, feature
// switches and the script-approval modal; the custom domains (SearchTerm, Approved) with set-domain
// and approval.
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "react-toastify";
import { Button, Checkbox, DataTable, Input } from "@/components/ui";
import { formatDigits, formatJalaliDate } from "@/lib/format";
import { WEBSITE_TOASTS } from "@/lib/websites/messages";
import { WEBSITE_PLANS } from "@/lib/websites/plans";
import { adminWebsitesApi, type AdminSite } from "./admin-websites-api";
import { ScriptsModal } from "./scripts-modal";

const DOMAIN_STATUS = { NoDomain: "بدون دامنه", InProcess: "در انتظار تایید", Approved: "تایید شده" } as const;
type Flag = "" | "true" | "false";

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

function SiteRow({ site, onScripts }: { site: AdminSite; onScripts: () => void }) {
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
          className="h-8 rounded-lg border border-slate-200 bg-white px-2 text-xs"
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

function Sites() {
  const [page, setPage] = useState(1);
  const [term, setTerm] = useState("");
  const [enabled, setEnabled] = useState<Flag>("");
  const [scriptsOf, setScriptsOf] = useState<AdminSite | null>(null);
  const client = useQueryClient();
  const list = useQuery({
    queryKey: ["admin-websites", "sites", page, term, enabled],
    queryFn: () => adminWebsitesApi.sites({ page, term, enabled }),
    placeholderData: keepPreviousData,
  });
  return (
    <section className="card flex flex-col gap-3" aria-label="سایت‌ها">
      <div className="flex flex-wrap gap-2">
        <Input
          aria-label="جستجو"
          placeholder="زیردامنه، دامنه، برند یا موبایل"
          value={term}
          onChange={(e) => (setTerm(e.target.value), setPage(1))}
          className="max-w-xs"
        />
        <select
          aria-label="وضعیت"
          className="h-10 rounded-lg border border-slate-200 bg-white px-2 text-sm"
          value={enabled}
          onChange={(e) => (setEnabled(e.target.value as Flag), setPage(1))}
        >
          <option value="">همه</option>
          <option value="true">فعال</option>
          <option value="false">غیرفعال</option>
        </select>
      </div>
      <DataTable
        inCard
        loading={!list.data}
        empty={!list.data?.result.length}
        emptyText="سایتی پیدا نشد."
        head={["سایت", "پلن", "اعتبار", "امکانات", "اسکریپت‌ها"]}
        minWidth={640}
        paging={list.data && { page, pageCount: list.data.pageCount, onPage: setPage }}
      >
        {list.data?.result.map((site) => (
          <SiteRow key={site.id} site={site} onScripts={() => setScriptsOf(site)} />
        ))}
      </DataTable>
      {scriptsOf && (
        <ScriptsModal
          site={scriptsOf}
          onClose={() => setScriptsOf(null)}
          onChanged={(next) => {
            setScriptsOf(next);
            void client.invalidateQueries({ queryKey: ["admin-websites"] });
          }}
        />
      )}
    </section>
  );
}

function DomainRow({ site }: { site: AdminSite }) {
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

function Domains() {
  const [page, setPage] = useState(1);
  const [term, setTerm] = useState("");
  const [approved, setApproved] = useState<Flag>("");
  const list = useQuery({
    queryKey: ["admin-websites", "domains", page, term, approved],
    queryFn: () => adminWebsitesApi.domains({ page, term, approved }),
    placeholderData: keepPreviousData,
  });
  return (
    <section className="card flex flex-col gap-3" aria-label="دامنه‌ها">
      <h2 className="text-lg font-bold">دامنه‌های اختصاصی</h2>
      <div className="flex flex-wrap gap-2">
        <Input
          aria-label="جستجوی دامنه"
          placeholder="دامنه یا زیردامنه"
          value={term}
          onChange={(e) => (setTerm(e.target.value), setPage(1))}
          className="max-w-xs"
        />
        <select
          aria-label="وضعیت تایید"
          className="h-10 rounded-lg border border-slate-200 bg-white px-2 text-sm"
          value={approved}
          onChange={(e) => (setApproved(e.target.value as Flag), setPage(1))}
        >
          <option value="">همه</option>
          <option value="true">تایید شده</option>
          <option value="false">تایید نشده</option>
        </select>
      </div>
      <DataTable
        inCard
        loading={!list.data}
        empty={!list.data?.result.length}
        emptyText="دامنه‌ای پیدا نشد."
        head={[]}
        minWidth={520}
        paging={list.data && { page, pageCount: list.data.pageCount, onPage: setPage }}
      >
        {list.data?.result.map((site) => (
          <DomainRow key={`${site.id}-${site.domain}`} site={site} />
        ))}
      </DataTable>
    </section>
  );
}

export function AdminWebsites() {
  return (
    <div className="flex flex-col gap-6">
      <Sites />
      <Domains />
    </div>
  );
}
