import type { Metadata } from "next";
import { NuqsAdapter } from "nuqs/adapters/next/app";
import { TransactionsView } from "@/components/admin-finance/transactions-view";
import { BillTransactionsView } from "@/components/money/bill-transactions-view";
import { requirePageCaller } from "@/lib/auth/page-caller";

export const metadata: Metadata = { title: "تراکنش‌ها" };

export default async function TransactionsPage() {
  await requirePageCaller(["Operator", "Accountant"]);
  return (
    <NuqsAdapter>
      <TransactionsView />
      <h2 className="mt-8 font-bold text-slate-800">شارژ کیف پول و وب‌سایت فروش</h2>
      <BillTransactionsView />
    </NuqsAdapter>
  );
}
