"use client";
import type { ButtonHTMLAttributes } from "react";
import { cn } from "./cn";
import { Spinner } from "./spinner";
import { useHydrated } from "./use-hydrated";

const VARIANTS = { primary: "btn-primary", secondary: "btn-secondary", danger: "btn-danger" } as const;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof VARIANTS;
  /** Shows a spinner and blocks clicks while a call runs. */
  loading?: boolean;
  block?: boolean;
}

export function Button({
  variant = "primary",
  loading = false,
  block = false,
  type = "button",
  disabled,
  className,
  children,
  ...rest
}: ButtonProps) {
  // A submit button clicked before hydration would send the form natively (a GET with the
  // password in the address): it stays disabled until the form's handlers are attached.
  const hydrated = useHydrated();
  return (
    <button
      type={type}
      disabled={disabled || loading || (type === "submit" && !hydrated)}
      aria-busy={loading || undefined}
      className={cn(VARIANTS[variant], block && "w-full", className)}
      {...rest}
    >
      {loading && <Spinner className="size-4" />}
      {children}
    </button>
  );
}
