"use client";
// The header bell: the count of unread announcements and a dropdown list (unread ones marked);
// components/announcements/announcements-bell.tsx feeds it.
import { useEffect, useRef, useState } from "react";
import { Icon } from "./icons";

export interface BellItem {
  id: number;
  title: string;
  isRead?: boolean;
}

export function NotificationBell({
  items,
  unread,
  onOpenItem,
}: {
  items: BellItem[];
  unread?: number;
  onOpenItem?: (id: number) => void;
}) {
  const count = unread ?? items.filter((item) => !item.isRead).length;
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onClick = (event: MouseEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("mousedown", onClick);
    return () => document.removeEventListener("mousedown", onClick);
  }, [open]);
  return (
    <div ref={box} className="relative">
      <button
        type="button"
        aria-label="اطلاعیه‌ها"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
        className="relative rounded-lg p-2.5 text-slate-600 hover:bg-slate-100"
      >
        <Icon name="bell" />
        <span
          data-testid="announcement-count"
          className={`absolute -top-0.5 -left-0.5 min-w-5 rounded-full px-1 text-center text-[11px] leading-5 ${count ? "bg-red-500 text-white" : "bg-slate-200 text-slate-600"}`}
        >
          {count.toLocaleString("fa-IR")}
        </span>
      </button>
      {open && (
        <div
          data-testid="announcement-list"
          className="absolute top-full left-0 z-40 mt-2 w-72 max-w-[calc(100vw-2rem)] rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
        >
          {items.length === 0 ? (
            <p className="p-3 text-center text-sm text-slate-500">اطلاعیه‌ای وجود ندارد.</p>
          ) : (
            <ul>
              {items.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    onClick={() => {
                      setOpen(false);
                      onOpenItem?.(item.id);
                    }}
                    data-read={item.isRead ? "true" : "false"}
                    className={`flex w-full items-center gap-2 rounded-lg px-3 py-2 text-start text-sm hover:bg-slate-100 ${item.isRead ? "text-slate-500" : "font-semibold text-slate-800"}`}
                  >
                    {!item.isRead && (
                      <span aria-label="خوانده نشده" className="size-2 shrink-0 rounded-full bg-red-500" />
                    )}
                    {item.title}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
