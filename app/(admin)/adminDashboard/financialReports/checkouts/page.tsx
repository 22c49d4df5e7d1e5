import type { Metadata } from "next";
import { NuqsAdapter } from "nuqs/adapters/next/app";
import { AdminCheckoutsView } from "@/components/money/admin-checkouts-view";
import { requirePageCaller } from "@/lib/auth/page-caller";

export const metadata: Metadata = { title: "تسویه‌ها" };

export default async function CheckoutsPage() {
  await requirePageCaller(["Operator", "Accountant"]);
  return (
    <NuqsAdapter>
      <AdminCheckoutsView />
    </NuqsAdapter>
  );
}
