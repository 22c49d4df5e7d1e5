"use client";
import { useEffect, useId, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { cn } from "./cn";

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  className?: string;
  /** False for modals the user must answer (the cannot-login notice). */
  dismissible?: boolean;
}

/** A centred dialog over a dimmed page; Escape and a click outside close it when dismissible. */
export function Modal({ open, onClose, title, children, footer, className, dismissible = true }: ModalProps) {
  const titleId = useId();
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && dismissible) onClose();
    };
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    document.addEventListener("keydown", onKey);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener("keydown", onKey);
    };
  }, [open, dismissible, onClose]);

  if (!open || typeof document === "undefined") return null;
  return createPortal(
    <div
      className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/50 p-4"
      onMouseDown={(event) => {
        if (dismissible && event.target === event.currentTarget) onClose();
      }}
    >
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        className={cn("max-h-[90vh] w-full max-w-lg overflow-y-auto rounded-xl bg-white shadow-xl", className)}
      >
        {(title || dismissible) && (
          <div className="flex items-center justify-between border-b border-slate-100 px-5 py-4">
            {title && (
              <h2 id={titleId} className="text-base font-bold text-slate-800">
                {title}
              </h2>
            )}
            {dismissible && (
              <button
                type="button"
                onClick={onClose}
                aria-label="بستن"
                className="ms-auto rounded p-1 text-slate-500 hover:bg-slate-100"
              >
                <svg
                  className="size-5"
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  aria-hidden
                >
                  <path d="M6 6l12 12M18 6L6 18" />
                </svg>
              </button>
            )}
          </div>
        )}
        <div className="px-5 py-4">{children}</div>
        {footer && <div className="flex justify-end gap-2 border-t border-slate-100 px-5 py-3">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
