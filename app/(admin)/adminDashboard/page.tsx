import type { Metadata } from "next";
import { NuqsAdapter } from "nuqs/adapters/next/app";
import { UsersList } from "@/components/admin-users/users-list";
import { requirePageCaller } from "@/lib/auth/page-caller";

export const metadata: Metadata = { title: "تورگردانان" };

export default async function TourLeadersPage() {
  await requirePageCaller(["Operator"]);
  return (
    <NuqsAdapter>
      <UsersList roleId={2} />
    </NuqsAdapter>
  );
}
