import type { Metadata } from "next";
import { WebServiceOrders } from "@/components/admin-affiliates/web-service-orders";
import { requirePageCaller } from "@/lib/auth/page-caller";

export const metadata: Metadata = { title: "سفارش‌های وب‌سرویس" };

export default async function WebServiceOrdersPage() {
  await requirePageCaller(["Operator"]);
  return <WebServiceOrders />;
}
