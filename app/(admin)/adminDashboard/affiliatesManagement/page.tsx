import type { Metadata } from "next";
import { ComingSoon } from "@/components/dashboard/coming-soon";
import { requirePageCaller } from "@/lib/auth/page-caller";

export const metadata: Metadata = { title: "فروشندگان تور" };

export default async function AffiliatesManagementPage() {
  await requirePageCaller(["Operator"]);
  return <ComingSoon title="فروشندگان تور" />;
}
