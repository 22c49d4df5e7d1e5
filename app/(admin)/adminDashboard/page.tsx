import type { Metadata } from "next";
import { ImpersonateForm } from "@/components/admin/impersonate-form";
import { ComingSoon } from "@/components/dashboard/coming-soon";
import { requirePageCaller } from "@/lib/auth/page-caller";

export const metadata: Metadata = { title: "تورگردانان" };

export default async function TourLeadersPage() {
  await requirePageCaller(["Operator"]);
  return (
    <div className="flex flex-col gap-4">
      <ImpersonateForm />
      <ComingSoon title="تورگردانان" />
    </div>
  );
}
