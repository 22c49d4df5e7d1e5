"use client";
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from "react";
import { MESSAGES } from "@/lib/validation/default-messages";
import { cn } from "./cn";
import { FormField } from "./form-field";

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "size"> {
  label?: ReactNode;
  hint?: ReactNode;
  /** A message, or true for the default one ('empty' when the value is empty, 'invalid' otherwise). */
  error?: string | boolean;
  /** Content at the end of the field (a unit, an eye button…). */
  adornment?: ReactNode;
  containerClassName?: string;
  ref?: Ref<HTMLInputElement>;
}

export function errorText(error: string | boolean | undefined, value: unknown): string | undefined {
  if (!error) return undefined;
  if (typeof error === "string") return error;
  return value === undefined || value === null || String(value).trim() === "" ? MESSAGES.required : MESSAGES.invalid;
}

/** A 45 px text field with label and error; works with react-hook-form's register(). */
export function Input({
  label,
  hint,
  error,
  adornment,
  containerClassName,
  className,
  id,
  required,
  ref,
  ...rest
}: InputProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const message = errorText(error, rest.value ?? rest.defaultValue);
  return (
    <FormField
      label={label}
      htmlFor={inputId}
      error={message}
      hint={hint}
      required={required}
      className={containerClassName}
    >
      <div className="relative">
        <input
          ref={ref}
          id={inputId}
          required={required}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${inputId}-error` : undefined}
          className={cn("input", message && "input-error", adornment ? "input-adorned" : undefined, className)}
          {...rest}
        />
        {adornment && (
          <div className="absolute inset-y-0 left-0 flex items-center pl-3 text-slate-500">{adornment}</div>
        )}
      </div>
    </FormField>
  );
}
