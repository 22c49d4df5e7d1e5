import type { Metadata } from "next";
import { NuqsAdapter } from "nuqs/adapters/next/app";
import { AdminRefundsView } from "@/components/money/admin-refunds-view";
import { requirePageCaller } from "@/lib/auth/page-caller";

export const metadata: Metadata = { title: "لغو و استرداد" };

export default async function CancellationsPage() {
  await requirePageCaller(["Operator", "Accountant"]);
  return (
    <NuqsAdapter>
      <AdminRefundsView />
    </NuqsAdapter>
  );
}
