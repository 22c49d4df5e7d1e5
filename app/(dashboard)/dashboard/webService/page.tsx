import type { Metadata } from "next";
import { WebServiceOrderForm } from "@/components/affiliates/web-service-order-form";
import { requirePageCaller } from "@/lib/auth/page-caller";

export const metadata: Metadata = { title: "مدیریت وب‌سرویس" };

export default async function WebServicePage() {
  await requirePageCaller(["Affiliate", "Leader"]);
  return <WebServiceOrderForm />;
}
