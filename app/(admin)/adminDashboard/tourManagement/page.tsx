import type { Metadata } from "next";
import { ComingSoon } from "@/components/dashboard/coming-soon";
import { requirePageCaller } from "@/lib/auth/page-caller";

export const metadata: Metadata = { title: "مدیریت تورها" };

export default async function TourManagementPage() {
  await requirePageCaller(["Operator"]);
  return <ComingSoon title="مدیریت تورها" />;
}
