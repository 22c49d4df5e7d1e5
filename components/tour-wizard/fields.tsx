"use client";
// Form controls bound to the surrounding react-hook-form by field path, shared by the wizard steps
// and the default-settings form (both keep their values in one form context). Each shows the
// field's error under it, whichever validation put it there.
import { useId, type ReactNode } from "react";
import { useController, useFormContext } from "react-hook-form";
import { Checkbox, FormField, Input, MoneyInput, NumberInput } from "@/components/ui";
import { cn } from "@/components/ui/cn";
import { toPersianDigits } from "@/lib/format/digits";
import { typedClock } from "@/lib/format/input";

interface Base {
  name: string;
  label: ReactNode;
  required?: boolean;
  disabled?: boolean;
  hint?: ReactNode;
  className?: string;
}

/** The field of `name` and what every ui input takes from it (label, flags, binding, error). */
function useBound({ name, label, required, disabled, hint, className }: Base) {
  const { field, fieldState } = useController({ name });
  const bound = {
    label,
    required,
    disabled,
    hint,
    containerClassName: className,
    name: field.name,
    ref: field.ref,
    onBlur: field.onBlur,
    error: fieldState.error?.message,
  };
  return { field, bound };
}

/** The same for a native control inside a FormField: the frame's props and the control's. */
function useFramed({ name, label, required, disabled, hint, className }: Base) {
  const id = useId();
  const { field, fieldState } = useController({ name });
  const error = fieldState.error?.message;
  return {
    field,
    error,
    frame: { label, htmlFor: id, required, error, hint, className },
    control: {
      id,
      disabled,
      name: field.name,
      ref: field.ref,
      onBlur: field.onBlur,
      value: field.value ?? "",
      "aria-invalid": error ? true : undefined,
    },
  };
}

export function TextField({ dir, placeholder, ...base }: Base & { dir?: "ltr"; placeholder?: string }) {
  const { field, bound } = useBound(base);
  return (
    <Input
      {...bound}
      dir={dir}
      placeholder={placeholder}
      value={field.value ?? ""}
      onChange={(event) => field.onChange(event.target.value)}
    />
  );
}

export function TextAreaField({ rows = 4, ...base }: Base & { rows?: number }) {
  const { field, error, frame, control } = useFramed(base);
  return (
    <FormField {...frame}>
      <textarea
        {...control}
        rows={rows}
        onChange={(event) => field.onChange(event.target.value)}
        className={cn("input h-auto py-2", error && "input-error")}
      />
    </FormField>
  );
}

export function NumberField({ max, adornment, ...base }: Base & { max?: number; adornment?: ReactNode }) {
  const { field, bound } = useBound(base);
  return <NumberInput {...bound} max={max} adornment={adornment} value={field.value} onChange={field.onChange} />;
}

/** Toman amounts; `optional` fields accept any amount (0 or empty: none) and show no minimum. */
export function MoneyField({ optionalAmount, ...base }: Base & { optionalAmount?: boolean }) {
  const { field, bound } = useBound(base);
  return (
    <MoneyInput
      {...bound}
      value={field.value}
      onChange={field.onChange}
      min={optionalAmount ? 0 : undefined}
      minMessage={optionalAmount ? false : undefined}
    />
  );
}

export function CheckboxField({
  name,
  label,
  disabled,
  className,
  onToggle,
}: Omit<Base, "required" | "hint"> & { onToggle?: (checked: boolean) => void }) {
  const { field } = useController({ name });
  return (
    <Checkbox
      label={label}
      disabled={disabled}
      className={className}
      name={field.name}
      ref={field.ref}
      checked={Boolean(field.value)}
      onChange={(event) => {
        field.onChange(event.target.checked);
        onToggle?.(event.target.checked);
      }}
    />
  );
}

export interface Option {
  value: string | number;
  label: string;
}

/** A select over ids or enum values; the empty choice is null. */
export function SelectField({
  options,
  placeholder = "انتخاب کنید",
  numeric,
  onPicked,
  ...base
}: Base & {
  options: Option[];
  placeholder?: string;
  numeric?: boolean;
  onPicked?: (value: string | number | null) => void;
}) {
  const { field, error, frame, control } = useFramed(base);
  return (
    <FormField {...frame}>
      <select
        {...control}
        onChange={(event) => {
          const raw = event.target.value;
          const value = raw === "" ? null : numeric ? Number(raw) : raw;
          field.onChange(value);
          onPicked?.(value);
        }}
        className={cn("input", error && "input-error")}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FormField>
  );
}

/** A time of day, "HH:mm" in the form's value, shown in Persian digits (24-hour clock). */
export function ClockField(base: Base) {
  const { field, bound } = useBound(base);
  return (
    <Input
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder="۰۶:۳۰"
      maxLength={5}
      dir="ltr"
      className="text-left"
      {...bound}
      value={toPersianDigits(field.value ?? "")}
      onChange={(event) => field.onChange(typedClock(event.target.value))}
    />
  );
}

/** The message of a field path, for parts that are not a single control (lists, date sets). */
export function useFieldError(name: string): string | undefined {
  const { getFieldState, formState } = useFormContext();
  return getFieldState(name, formState).error?.message;
}

export function ErrorText({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-xs text-red-600">
      {message}
    </p>
  );
}

export function Section({
  title,
  children,
  className,
  actions,
}: {
  title: string;
  children: ReactNode;
  className?: string;
  actions?: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={cn("card flex flex-col gap-4", className)}>
      <div className="flex items-center justify-between gap-2">
        <h2 id={id} className="font-bold">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

export function ReadOnlyNote({ children }: { children: ReactNode }) {
  return <p className="rounded-lg bg-amber-50 px-3 py-2 text-xs text-amber-800">{children}</p>;
}
