import type { ButtonHTMLAttributes } from "react";
import { cn } from "./cn";
import { Spinner } from "./spinner";

const VARIANTS = { primary: "btn-primary", secondary: "btn-secondary", danger: "btn-danger" } as const;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof VARIANTS;
  /** Shows a spinner and blocks clicks while a call runs. */
  loading?: boolean;
  block?: boolean;
}

export function Button({ variant = "primary", loading = false, block = false, type = "button", disabled, className, children, ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={cn(VARIANTS[variant], block && "w-full", className)}
      {...rest}
    >
      {loading && <Spinner className="size-4" />}
      {children}
    </button>
  );
}
