"use client";
// The admin aside: grouped links with badge counts, support (operators) and logout.
import { usePathname } from "next/navigation";
import { LogoutButton, SupportButton } from "@/components/dashboard/sidebar-actions";
import { SidebarLink } from "@/components/dashboard/sidebar-link";
import { adminMenu, isAdminLinkActive, type AdminRole, type PanelMetaData } from "./menu";

interface Props {
  role: AdminRole;
  meta: PanelMetaData | undefined;
  collapsed?: boolean;
  onSupport: () => void;
  onLogout: () => void;
}

export function AdminSidebar({ role, meta, collapsed = false, onSupport, onLogout }: Props) {
  const pathname = usePathname();
  return (
    <nav aria-label="منوی پنل مدیریت" className="flex h-full flex-col gap-1 overflow-y-auto p-3">
      {adminMenu(role).map((group) => (
        <div key={group.title} role="group" aria-label={group.title} className="mb-2 flex flex-col gap-1">
          {!collapsed && <span className="px-3 pt-2 pb-1 text-xs font-semibold text-slate-400">{group.title}</span>}
          {group.links.map((link) => (
            <SidebarLink
              key={link.href}
              {...link}
              badge={link.badge && meta ? meta[link.badge] : undefined}
              active={isAdminLinkActive(link, pathname)}
              collapsed={collapsed}
            />
          ))}
        </div>
      ))}
      <div className="mt-auto flex flex-col gap-1 border-t border-slate-200 pt-3">
        {role === "Operator" && <SupportButton collapsed={collapsed} onClick={onSupport} />}
        <LogoutButton collapsed={collapsed} onClick={onLogout} />
      </div>
    </nav>
  );
}
