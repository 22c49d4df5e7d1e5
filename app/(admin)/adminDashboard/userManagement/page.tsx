import type { Metadata } from "next";
import { StaffAdmin } from "@/components/admin-staff/staff-admin";
import { requirePageCaller } from "@/lib/auth/page-caller";

export const metadata: Metadata = { title: "اپراتورها و حسابداران" };

export default async function UserManagementPage() {
  const caller = await requirePageCaller(["Operator"]);
  return <StaffAdmin selfId={caller.userId} />;
}
