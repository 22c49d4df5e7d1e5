import type { Metadata } from "next";
import { ComingSoon } from "@/components/dashboard/coming-soon";

export const metadata: Metadata = { title: "مدیریت وب‌سرویس" };

export default function WebServicePage() {
  return <ComingSoon title="مدیریت وب‌سرویس" />;
}
