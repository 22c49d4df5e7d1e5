"use client";
// A list's search form: role=search, its submit handled in the page (no native submit), and the
// usual "search / clear" button pair.
import type { ReactNode } from "react";
import { Button } from "./button";
import { cn } from "./cn";

export function SearchForm({
  id,
  label,
  className,
  onSearch,
  children,
}: {
  id?: string;
  label: string;
  className?: string;
  onSearch: () => void;
  children: ReactNode;
}) {
  return (
    <form
      id={id}
      role="search"
      aria-label={label}
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch();
      }}
    >
      {children}
    </form>
  );
}

export function SearchButtons({ onClear, className }: { onClear: () => void; className?: string }) {
  return (
    <div className={cn("flex gap-2", className)}>
      <Button type="submit">جستجو</Button>
      <Button variant="secondary" onClick={onClear}>
        پاک کردن
      </Button>
    </div>
  );
}
