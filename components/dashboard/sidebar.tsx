"use client";
// The dashboard side menu: 305 px wide on desktop (65 px collapsed to icons), the same content in
// the mobile drawer. Every link is disabled while the account awaits the operator's confirmation.
import { usePathname } from "next/navigation";
import { dashboardMenu, isGroupOpen, isLinkActive } from "./menu";
import { LogoutButton, SupportButton } from "./sidebar-actions";
import { SidebarLink } from "./sidebar-link";
import { StarRating } from "./star-rating";

interface Props {
  isAffiliate: boolean;
  disabled: boolean;
  rating: number | null | undefined;
  collapsed?: boolean;
  onSupport: () => void;
  onLogout: () => void;
}

export function DashboardSidebar({ isAffiliate, disabled, rating, collapsed = false, onSupport, onLogout }: Props) {
  const pathname = usePathname();
  const { items, account } = dashboardMenu(isAffiliate);
  return (
    <nav aria-label="منوی داشبورد" className="flex h-full flex-col gap-1 overflow-y-auto p-3">
      {!isAffiliate && !collapsed && (
        <div className="mb-2 flex items-center justify-between rounded-lg bg-slate-50 px-3 py-2 text-xs text-slate-500">
          <span>امتیاز شما</span>
          <StarRating value={rating} />
        </div>
      )}
      {items.map((item) => (
        <div key={item.href} className="flex flex-col gap-1">
          <SidebarLink
            {...item}
            active={isLinkActive(item, pathname) || (collapsed && isGroupOpen(item, pathname))}
            disabled={disabled}
            collapsed={collapsed}
          />
          {!collapsed &&
            item.children?.map((child) => (
              <SidebarLink
                key={child.href}
                {...child}
                active={isLinkActive(child, pathname)}
                disabled={disabled}
                nested
              />
            ))}
        </div>
      ))}
      <div className="mt-auto flex flex-col gap-1 border-t border-slate-200 pt-3">
        {account && (
          <SidebarLink
            {...account}
            active={isLinkActive(account, pathname)}
            disabled={disabled}
            collapsed={collapsed}
          />
        )}
        <SupportButton collapsed={collapsed} onClick={onSupport} />
        <LogoutButton collapsed={collapsed} onClick={onLogout} />
      </div>
    </nav>
  );
}
