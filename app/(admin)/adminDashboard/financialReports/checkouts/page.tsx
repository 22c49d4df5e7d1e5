import type { Metadata } from "next";
import { AdminCheckoutsView } from "@/components/money/admin-checkouts-view";
import { requirePageCaller } from "@/lib/auth/page-caller";

export const metadata: Metadata = { title: "تسویه‌ها" };

export default async function CheckoutsPage() {
  await requirePageCaller(["Operator", "Accountant"]);
  return <AdminCheckoutsView />;
}
