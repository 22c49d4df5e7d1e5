"use client";
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from "react";
import { cn } from "./cn";

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type"> {
  label: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function Checkbox({ label, id, className, ref, ...rest }: CheckboxProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <label
      htmlFor={inputId}
      className={cn("inline-flex min-h-10 cursor-pointer items-center gap-2 text-sm text-slate-700", className)}
    >
      <input
        ref={ref}
        id={inputId}
        type="checkbox"
        className="size-4 rounded border-slate-300 accent-brand-600"
        {...rest}
      />
      {label}
    </label>
  );
}
