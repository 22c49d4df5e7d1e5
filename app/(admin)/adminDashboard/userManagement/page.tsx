import type { Metadata } from "next";
import { ComingSoon } from "@/components/dashboard/coming-soon";
import { requirePageCaller } from "@/lib/auth/page-caller";

export const metadata: Metadata = { title: "مدیریت کاربران" };

export default async function UserManagementPage() {
  await requirePageCaller(["Operator"]);
  return <ComingSoon title="مدیریت کاربران" />;
}
