"use client";
// /adminDashboard/websiteMaker: the sites (SearchTerm, Enabled, 9 a page) with plan change, feature
// switches and the script-approval modal; the custom domains (SearchTerm, Approved) with set-domain
// and approval.
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { adminWebsitesApi, type AdminSite } from "./admin-websites-api";
import { ScriptsModal } from "./scripts-modal";
import { SiteList } from "./site-list";
import { DomainRow, SiteRow } from "./site-rows";

function Sites() {
  const [scriptsOf, setScriptsOf] = useState<AdminSite | null>(null);
  const client = useQueryClient();
  return (
    <SiteList
      kind="sites"
      label="سایت‌ها"
      search={{ label: "جستجو", placeholder: "زیردامنه، دامنه، برند یا موبایل" }}
      flag={{ label: "وضعیت", yes: "فعال", no: "غیرفعال" }}
      load={({ page, term, flag }) => adminWebsitesApi.sites({ page, term, enabled: flag })}
      emptyText="سایتی پیدا نشد."
      head={["سایت", "پلن", "اعتبار", "امکانات", "اسکریپت‌ها"]}
      minWidth={640}
      row={(site) => <SiteRow key={site.id} site={site} onScripts={() => setScriptsOf(site)} />}
    >
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
    </SiteList>
  );
}

function Domains() {
  return (
    <SiteList
      kind="domains"
      label="دامنه‌ها"
      heading="دامنه‌های اختصاصی"
      search={{ label: "جستجوی دامنه", placeholder: "دامنه یا زیردامنه" }}
      flag={{ label: "وضعیت تایید", yes: "تایید شده", no: "تایید نشده" }}
      load={({ page, term, flag }) => adminWebsitesApi.domains({ page, term, approved: flag })}
      emptyText="دامنه‌ای پیدا نشد."
      head={[]}
      minWidth={520}
      row={(site) => <DomainRow key={`${site.id}-${site.domain}`} site={site} />}
    />
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
