import type { Metadata } from "next";
import { NuqsAdapter } from "nuqs/adapters/next/app";
import { AffiliateTourSearch } from "@/components/affiliates/affiliate-tour-search";
import { requirePageCaller } from "@/lib/auth/page-caller";

export const metadata: Metadata = { title: "جستجوی تور" };

export default async function SearchToursPage() {
  await requirePageCaller(["Affiliate"]);
  return (
    <NuqsAdapter>
      <AffiliateTourSearch />
    </NuqsAdapter>
  );
}
