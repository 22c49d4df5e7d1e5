import type { Metadata } from "next";
import { ComingSoon } from "@/components/dashboard/coming-soon";
import { requirePageCaller } from "@/lib/auth/page-caller";

export const metadata: Metadata = { title: "سایت‌ساز" };

export default async function AdminWebsiteMakerPage() {
  await requirePageCaller(["Operator"]);
  return <ComingSoon title="سایت‌ساز" />;
}
