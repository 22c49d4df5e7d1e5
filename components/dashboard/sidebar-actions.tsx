"use client";
// The support and logout entries at the foot of both sidebars (dashboard and admin).
import { Icon } from "./icons";

export function SupportButton({ collapsed, onClick }: { collapsed: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm text-slate-600 hover:bg-slate-100"
    >
      <Icon name="support" />
      {!collapsed && <span>پشتیبانی</span>}
    </button>
  );
}

export function LogoutButton({ collapsed, onClick }: { collapsed: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm text-red-600 hover:bg-red-50"
    >
      <Icon name="logout" />
      {!collapsed && <span>خروج</span>}
    </button>
  );
}
