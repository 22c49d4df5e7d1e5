import type { Metadata } from "next";
import { AdminRefundsView } from "@/components/money/admin-refunds-view";
import { requirePageCaller } from "@/lib/auth/page-caller";

export const metadata: Metadata = { title: "لغو و استرداد" };

export default async function CancellationsPage() {
  await requirePageCaller(["Operator", "Accountant"]);
  return <AdminRefundsView />;
}
