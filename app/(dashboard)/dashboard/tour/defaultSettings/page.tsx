import type { Metadata } from "next";
import { ComingSoon } from "@/components/dashboard/coming-soon";

export const metadata: Metadata = { title: "تنظیمات پیش‌فرض تور" };

export default function TourDefaultSettingsPage() {
  return <ComingSoon title="تنظیمات پیش‌فرض تور" />;
}
