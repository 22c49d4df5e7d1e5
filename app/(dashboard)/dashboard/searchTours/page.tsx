import type { Metadata } from "next";
import { NuqsAdapter } from "nuqs/adapters/next/app";
import { AffiliateTourSearch } from "@/components/affiliates/affiliate-tour-search";
import { CollaborationsList } from "@/components/affiliates/collaborations-list";
import { DashboardPageHeader } from "@/components/dashboard/header-context";
import { requirePageCaller } from "@/lib/auth/page-caller";

export const metadata: Metadata = { title: "جستجوی تور" };

/** Affiliates search the tours open to them; a leader sees the tours they collaborate on. */
export default async function SearchToursPage() {
  const caller = await requirePageCaller(["Affiliate", "Leader"]);
  if (caller.role === "Leader") {
    return (
      <div className="flex flex-col gap-4">
        <DashboardPageHeader title="تورهای همکاری من" />
        <CollaborationsList />
      </div>
    );
  }
  return (
    <NuqsAdapter>
      <AffiliateTourSearch />
    </NuqsAdapter>
  );
}
