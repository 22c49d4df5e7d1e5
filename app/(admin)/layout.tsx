import { Suspense } from "react";
import { AdminShell } from "@/components/admin/admin-shell";
import { AppProviders } from "@/components/providers/app-providers";
import { requirePageCaller } from "@/lib/auth/page-caller";

export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const caller = await requirePageCaller(["Operator", "Accountant"]);
  return (
    <AppProviders>
      <Suspense>
        <AdminShell role={caller.role === "Operator" ? "Operator" : "Accountant"}>{children}</AdminShell>
      </Suspense>
    </AppProviders>
  );
}
