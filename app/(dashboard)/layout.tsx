import { Suspense } from "react";
import { getPageCaller, requirePageCaller } from "@/lib/auth/page-caller";
import { DashboardShell } from "@/components/dashboard/dashboard-shell";
import { AppProviders } from "@/components/providers/app-providers";
import { ImpersonationEntry } from "@/components/dashboard/impersonation-entry";

export default async function DashboardLayout({ children }: { children: React.ReactNode }) {
  // An operator reaches the dashboard only through impersonation: the entry (which reads the query,
  // out of a layout's reach) fetches the token, and the reloaded page then resolves to the user.
  const current = await getPageCaller();
  if (current?.role === "Operator") {
    return (
      <AppProviders>
        <Suspense>
          <ImpersonationEntry />
        </Suspense>
      </AppProviders>
    );
  }
  const caller = await requirePageCaller(["Leader", "Affiliate"]);
  return (
    <AppProviders>
      <Suspense>
        <DashboardShell
          userId={caller.userId}
          isAffiliate={caller.role === "Affiliate"}
          canLogin={caller.canLogin}
          impersonating={Boolean(caller.impersonatedBy)}
        >
          {children}
        </DashboardShell>
      </Suspense>
    </AppProviders>
  );
}
