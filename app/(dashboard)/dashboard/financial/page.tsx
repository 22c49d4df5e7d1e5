import type { Metadata } from "next";
import { NuqsAdapter } from "nuqs/adapters/next/app";
import { Suspense } from "react";
import { FinancialView } from "@/components/money/financial-view";

export const metadata: Metadata = { title: "امور مالی" };

export default function FinancialPage() {
  return (
    <NuqsAdapter>
      <Suspense>
        <FinancialView />
      </Suspense>
    </NuqsAdapter>
  );
}
