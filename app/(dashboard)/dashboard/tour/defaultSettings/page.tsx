import type { Metadata } from "next";
import { DefaultSettingsForm } from "@/components/tour-wizard/default-settings-form";

export const metadata: Metadata = { title: "تنظیمات پیش‌فرض تور" };

export default function TourDefaultSettingsPage() {
  return <DefaultSettingsForm />;
}
