import type { Metadata } from "next";
import { NuqsAdapter } from "nuqs/adapters/next/app";
import { UsersList } from "@/components/admin-users/users-list";
import { requirePageCaller } from "@/lib/auth/page-caller";

export const metadata: Metadata = { title: "فروشندگان تور" };

export default async function AffiliatesManagementPage() {
  await requirePageCaller(["Operator"]);
  return (
    <NuqsAdapter>
      <UsersList roleId={3} />
    </NuqsAdapter>
  );
}
