"use client";
// The «حذف» of a row in the wizard's lists (extra items, discounts, refund rules, vehicles, session
// groups): red, named after its row for screen readers; `className` sizes it to the row.
import type { ReactNode } from "react";
import { Button } from "@/components/ui";
import { cn } from "@/components/ui/cn";

export function RemoveButton({
  label,
  onClick,
  disabled,
  className,
  children = "حذف",
}: {
  /** The row's name: the button is «حذف <label>». */
  label: string;
  onClick: () => void;
  disabled?: boolean;
  className: string;
  children?: ReactNode;
}) {
  return (
    <Button
      variant="secondary"
      className={cn(className, "px-3 text-red-600")}
      disabled={disabled}
      onClick={onClick}
      aria-label={`حذف ${label}`}
    >
      {children}
    </Button>
  );
}
