import type { Metadata } from "next";
import { NuqsAdapter } from "nuqs/adapters/next/app";
import { Suspense } from "react";
import { InstallmentSaleView } from "@/components/installments/installment-sale-view";

export const metadata: Metadata = { title: "فروش اقساطی" };

export default function InstallmentSalePage() {
  return (
    <NuqsAdapter>
      <Suspense>
        <InstallmentSaleView />
      </Suspense>
    </NuqsAdapter>
  );
}
