"use client";
// /dashboard/websiteMaker: the create form before the first site; afterwards the plan and renewal,
// the custom domain, the settings, the link groups and the certificate photo.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { DashboardPageHeader } from "@/components/dashboard/header-context";
import { Spinner } from "@/components/ui";
import { CertificateCard } from "./certificate-card";
import { CreateWebsiteForm } from "./create-website-form";
import { DomainCard } from "./domain-card";
import { LinkGroupsEditor } from "./link-groups-editor";
import { PlanCard } from "./plan-card";
import { SettingsForm } from "./settings-form";
import { websiteApi } from "./website-api";

export function WebsiteMaker() {
  const client = useQueryClient();
  const site = useQuery({
    queryKey: ["my-website"],
    // null before the first site (answered with 200: no 404 in a new leader's console).
    queryFn: () => websiteApi.get(),
  });
  const refresh = () => client.invalidateQueries({ queryKey: ["my-website"] });
  if (site.isPending) return <Spinner className="mx-auto my-16 size-8" />;
  return (
    <div className="flex flex-col gap-6">
      <DashboardPageHeader
        title="سایت‌ساز"
        actions={
          site.data ? [{ title: "سفرنامه‌ها", icon: "globe", href: "/dashboard/websiteMaker/journeySetting" }] : []
        }
      />
      {!site.data ? (
        <CreateWebsiteForm onCreated={refresh} />
      ) : (
        <>
          <PlanCard site={site.data} onChanged={refresh} />
          <DomainCard
            key={`${site.data.domain}-${site.data.planType}`}
            site={site.data}
            onSaved={(saved) => client.setQueryData(["my-website"], saved)}
          />
          <SettingsForm
            key={site.data.subDomain + site.dataUpdatedAt}
            site={site.data}
            onSaved={(saved) => client.setQueryData(["my-website"], saved)}
          />
          <LinkGroupsEditor />
          <CertificateCard site={site.data} onChanged={refresh} />
          <Link href="/dashboard/websiteMaker/journeySetting" className="btn-secondary self-start">
            تنظیمات سفرنامه تورها
          </Link>
        </>
      )}
    </div>
  );
}
