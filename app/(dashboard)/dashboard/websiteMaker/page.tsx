import type { Metadata } from "next";
import { ComingSoon } from "@/components/dashboard/coming-soon";

export const metadata: Metadata = { title: "سایت‌ساز" };

export default function WebsiteMakerPage() {
  return <ComingSoon title="سایت‌ساز" />;
}
