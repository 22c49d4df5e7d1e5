"use client";
// Lists of titles (tags, services, checklist items): predefined options as toggles, plus the
// leader's own titles typed in and shown as removable chips.
import { useId, useState } from "react";
import { useController } from "react-hook-form";
import { Button, FormField } from "@/components/ui";
import { cn } from "@/components/ui/cn";

interface Props {
  name: string;
  label: string;
  /** The predefined titles, shown as toggles. */
  options?: readonly string[];
  addLabel?: string;
  placeholder?: string;
}

export function TitleListField({ name, label, options = [], addLabel = "افزودن", placeholder }: Props) {
  const inputId = useId();
  const { field, fieldState } = useController({ name });
  const [text, setText] = useState("");
  const values: string[] = field.value ?? [];
  const own = values.filter((v) => !options.includes(v));

  const toggle = (title: string) =>
    field.onChange(values.includes(title) ? values.filter((v) => v !== title) : [...values, title]);
  const add = () => {
    const title = text.trim();
    if (title && !values.includes(title)) field.onChange([...values, title]);
    setText("");
  };

  return (
    <FormField label={label} htmlFor={inputId} error={fieldState.error?.message}>
      {options.length > 0 && (
        <div className="flex flex-wrap gap-2" role="group" aria-label={`گزینه‌های ${label}`}>
          {options.map((option) => {
            const on = values.includes(option);
            return (
              <button
                key={option}
                type="button"
                aria-pressed={on}
                onClick={() => toggle(option)}
                className={cn(
                  "min-h-10 rounded-full border px-3 py-1 text-sm transition",
                  on
                    ? "border-brand-600 bg-brand-50 text-brand-700"
                    : "border-slate-300 text-slate-600 hover:bg-slate-50",
                )}
              >
                {option}
              </button>
            );
          })}
        </div>
      )}
      {own.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {own.map((title) => (
            <li key={title} className="flex items-center gap-1 rounded-full bg-slate-100 px-3 py-1 text-sm">
              {title}
              <button
                type="button"
                aria-label={`حذف ${title}`}
                onClick={() => toggle(title)}
                className="-my-2 -me-2 flex size-10 items-center justify-center text-slate-500 hover:text-red-600"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex gap-2">
        <input
          id={inputId}
          className="input"
          value={text}
          placeholder={placeholder ?? (options.length ? "مورد دیگر" : undefined)}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button variant="secondary" onClick={add} disabled={!text.trim()}>
          {addLabel}
        </Button>
      </div>
    </FormField>
  );
}
