import type { Metadata } from "next";
import { Suspense } from "react";
import { WalletView } from "@/components/money/wallet-view";

export const metadata: Metadata = { title: "کیف پول" };

export default function WalletPage() {
  return (
    <Suspense>
      <WalletView />
    </Suspense>
  );
}
