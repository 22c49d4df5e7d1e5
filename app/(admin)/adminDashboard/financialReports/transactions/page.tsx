import type { Metadata } from "next";
import { NuqsAdapter } from "nuqs/adapters/next/app";
import { TransactionsView } from "@/components/admin-finance/transactions-view";
import { requirePageCaller } from "@/lib/auth/page-caller";

export const metadata: Metadata = { title: "تراکنش‌ها" };

export default async function TransactionsPage() {
  await requirePageCaller(["Operator", "Accountant"]);
  return (
    <NuqsAdapter>
      <TransactionsView />
    </NuqsAdapter>
  );
}
