import type { Metadata } from "next";
import { NuqsAdapter } from "nuqs/adapters/next/app";
import { Suspense } from "react";
import { WalletView } from "@/components/money/wallet-view";

export const metadata: Metadata = { title: "کیف پول" };

export default function WalletPage() {
  return (
    <NuqsAdapter>
      <Suspense>
        <WalletView />
      </Suspense>
    </NuqsAdapter>
  );
}
