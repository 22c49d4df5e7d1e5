"use client";
// The admin panel of operators and accountants. Its badge counts are reloaded on every route change
// inside the panel (spec doc 1 §2): the query is keyed by the path.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { usePathname } from "next/navigation";
import { useCallback, useState, type ReactNode } from "react";
import { ShellHeader } from "@/components/dashboard/header";
import { HeaderProvider, useHeaderConfig } from "@/components/dashboard/header-context";
import { ShellFrame } from "@/components/dashboard/shell-frame";
import { SupportDialog } from "@/components/dashboard/support-dialog";
import { useLogout } from "@/components/dashboard/use-logout";
import { api } from "@/lib/client/api-client";
import * as operator from "@/lib/client/endpoints/operator";
import { AdminSidebar } from "./admin-sidebar";
import { adminTitleForPath, type AdminRole } from "./menu";

export function AdminShell(props: { role: AdminRole; children: ReactNode }) {
  return (
    <HeaderProvider>
      <Shell {...props} />
    </HeaderProvider>
  );
}

function Shell({ role, children }: { role: AdminRole; children: ReactNode }) {
  const pathname = usePathname();
  const header = useHeaderConfig();
  const [supportOpen, setSupportOpen] = useState(false);
  const logout = useLogout(false);
  const { data: meta } = useQuery({
    queryKey: ["operator", "panel-meta-data", pathname],
    queryFn: () => api.call(operator.panelMetaDataContract),
    placeholderData: keepPreviousData,
  });
  const openSupport = useCallback(() => setSupportOpen(true), []);

  return (
    <ShellFrame
      brandHref={role === "Operator" ? "/adminDashboard" : "/adminDashboard/financialReports/transactions"}
      sidebar={(collapsed) => (
        <AdminSidebar role={role} meta={meta} collapsed={collapsed} onSupport={openSupport} onLogout={logout} />
      )}
      header={(openDrawer) => (
        <ShellHeader config={header} fallbackTitle={adminTitleForPath(role, pathname)} onOpenDrawer={openDrawer} />
      )}
    >
      <main className="p-4 md:p-6">{children}</main>
      <SupportDialog open={supportOpen} onClose={() => setSupportOpen(false)} />
    </ShellFrame>
  );
}
