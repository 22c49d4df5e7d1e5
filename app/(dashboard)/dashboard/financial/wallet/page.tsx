import type { Metadata } from "next";
import { ComingSoon } from "@/components/dashboard/coming-soon";

export const metadata: Metadata = { title: "کیف پول" };

export default function WalletPage() {
  return <ComingSoon title="کیف پول" />;
}
