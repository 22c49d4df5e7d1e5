import type { Metadata } from "next";
import { ComingSoon } from "@/components/dashboard/coming-soon";

export const metadata: Metadata = { title: "تسویه‌ها" };

export default function CheckoutsPage() {
  return <ComingSoon title="تسویه‌ها" />;
}
