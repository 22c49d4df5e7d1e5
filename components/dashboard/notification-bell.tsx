"use client";
// The header bell: announcement count and a dropdown list. Announcements arrive with their own
// feature; until then the shell passes an empty list.
import { useEffect, useRef, useState } from "react";
import { Icon } from "./icons";

export interface BellItem {
  id: number;
  title: string;
}

export function NotificationBell({ items, onOpenItem }: { items: BellItem[]; onOpenItem?: (id: number) => void }) {
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
        className="relative rounded-lg p-2 text-slate-600 hover:bg-slate-100"
      >
        <Icon name="bell" />
        <span
          data-testid="announcement-count"
          className={`absolute -top-0.5 -left-0.5 min-w-5 rounded-full px-1 text-center text-[11px] leading-5 ${items.length ? "bg-red-500 text-white" : "bg-slate-200 text-slate-600"}`}
        >
          {items.length.toLocaleString("fa-IR")}
        </span>
      </button>
      {open && (
        <div className="absolute top-full left-0 z-40 mt-2 w-72 rounded-xl border border-slate-200 bg-white p-2 shadow-lg">
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
                    className="w-full rounded-lg px-3 py-2 text-start text-sm hover:bg-slate-100"
                  >
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
