"use client";
// One entry of a side menu: a link, or a marked-disabled text when the account may not use it yet.
import Link from "next/link";
import { LOCKED_ENTRY_HINT } from "./entry-rule";
import { Icon, type IconName } from "./icons";

interface Props {
  title: string;
  href: string;
  icon: IconName;
  active: boolean;
  disabled?: boolean;
  collapsed?: boolean;
  nested?: boolean;
  badge?: number;
}

export function SidebarLink({ title, href, icon, active, disabled, collapsed, nested, badge }: Props) {
  const look = [
    "flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm transition",
    nested && !collapsed ? "ps-9" : "",
    active ? "bg-brand-50 font-semibold text-brand-700" : "text-slate-600",
    disabled ? "cursor-not-allowed opacity-50" : "hover:bg-slate-100",
  ].join(" ");
  const body = (
    <>
      <Icon name={icon} className={nested ? "size-4 shrink-0" : "size-5 shrink-0"} />
      {!collapsed && <span className="flex-1 truncate">{title}</span>}
      {!collapsed && badge !== undefined && badge > 0 && (
        <span
          data-testid="menu-badge"
          className="min-w-6 rounded-full bg-red-500 px-1.5 text-center text-xs leading-5 font-medium text-white"
        >
          {badge.toLocaleString("fa-IR")}
        </span>
      )}
    </>
  );
  if (disabled) {
    return (
      <span role="link" aria-disabled="true" title={`${title}: ${LOCKED_ENTRY_HINT}`} className={look}>
        {body}
      </span>
    );
  }
  return (
    <Link href={href} title={title} aria-current={active ? "page" : undefined} className={look}>
      {body}
    </Link>
  );
}
