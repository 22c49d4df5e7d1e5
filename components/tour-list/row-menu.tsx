"use client";
// The "more" menu of a tour row: the actions a leader uses less often, so a row keeps its three
// everyday actions on one line. Closes on a choice, Escape or a click outside.
import { useEffect, useRef, useState, type ReactNode } from "react";

export function RowMenu({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const outside = (event: MouseEvent) => {
      if (box.current && !box.current.contains(event.target as Node)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => event.key === "Escape" && setOpen(false);
    document.addEventListener("mousedown", outside);
    document.addEventListener("keydown", escape);
    return () => {
      document.removeEventListener("mousedown", outside);
      document.removeEventListener("keydown", escape);
    };
  }, [open]);
  return (
    <div ref={box} className="relative">
      <button
        type="button"
        className="btn-secondary btn-sm"
        aria-haspopup="true"
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
      >
        بیشتر
      </button>
      {open && (
        <div
          className="absolute end-0 z-20 mt-1 flex w-48 flex-col gap-1 rounded-lg border border-slate-200 bg-white p-2 shadow-lg [&>*]:w-full [&>*]:justify-start"
          data-testid="tour-row-menu"
        >
          {children}
        </div>
      )}
    </div>
  );
}
