"use client";
// The frame both panels share: a side menu on the start (right) edge, 305 px wide or 65 px when
// collapsed, a fixed 65 px header, and below 769 px a drawer driven by ?showDrawer=true.
import Link from "next/link";
import { useEffect, useState, type ReactNode } from "react";
import { Icon } from "./icons";
import { useDrawer } from "./use-drawer";

const COLLAPSED_KEY = "hamsafar.sidebarCollapsed";

interface Props {
  brandHref: string;
  sidebar: (collapsed: boolean) => ReactNode;
  header: (openDrawer: () => void) => ReactNode;
  children: ReactNode;
}

export function ShellFrame({ brandHref, sidebar, header, children }: Props) {
  const drawer = useDrawer();
  const [collapsed, setCollapsed] = useState(false);

  useEffect(() => {
    setCollapsed(window.localStorage.getItem(COLLAPSED_KEY) === "1");
  }, []);
  const toggle = () => {
    setCollapsed((value) => {
      window.localStorage.setItem(COLLAPSED_KEY, value ? "0" : "1");
      return !value;
    });
  };

  return (
    <div className="min-h-screen">
      <aside
        data-testid="sidebar"
        className={`fixed inset-y-0 start-0 z-30 hidden flex-col border-e border-slate-200 bg-white transition-[width] md:flex ${collapsed ? "w-sidebar-collapsed" : "w-sidebar"}`}
      >
        <div className="flex h-header shrink-0 items-center justify-between border-b border-slate-200 px-4">
          {!collapsed && (
            <Link href={brandHref} className="text-lg font-extrabold text-brand-700">
              همسفر
            </Link>
          )}
          <button
            type="button"
            onClick={toggle}
            aria-label={collapsed ? "باز کردن منو" : "جمع کردن منو"}
            className="rounded-lg p-1.5 text-slate-500 hover:bg-slate-100"
          >
            <Icon name="collapse" className={`size-5 transition ${collapsed ? "" : "rotate-180"}`} />
          </button>
        </div>
        <div className="min-h-0 flex-1">{sidebar(collapsed)}</div>
      </aside>

      {drawer.open && (
        <div className="fixed inset-0 z-40 md:hidden">
          <div className="absolute inset-0 bg-slate-900/40" onClick={drawer.hide} aria-hidden="true" />
          <aside
            data-testid="drawer"
            aria-label="منو"
            className="absolute inset-y-0 start-0 flex w-sidebar max-w-[85vw] flex-col bg-white shadow-xl"
          >
            <div className="flex h-header shrink-0 items-center justify-between border-b border-slate-200 px-4">
              <Link href={brandHref} className="text-lg font-extrabold text-brand-700">
                همسفر
              </Link>
              <button
                type="button"
                onClick={drawer.hide}
                aria-label="بستن منو"
                className="rounded-lg p-1.5 text-slate-500 hover:bg-slate-100"
              >
                <Icon name="close" />
              </button>
            </div>
            <div className="min-h-0 flex-1">{sidebar(false)}</div>
          </aside>
        </div>
      )}

      <div className={`transition-[padding] ${collapsed ? "md:ps-sidebar-collapsed" : "md:ps-sidebar"}`}>
        <div className={`fixed inset-x-0 top-0 z-20 ${collapsed ? "md:start-sidebar-collapsed" : "md:start-sidebar"}`}>
          {header(drawer.show)}
        </div>
        <div className="pt-header">{children}</div>
      </div>
    </div>
  );
}
