"use client";
// Refund rules (spec §5, §9): days before the tour and the penalty percent. Listed by daysBefore
// descending; each rule's daysBefore must be smaller than the one above it. Once a ticket is sold
// the rules are fixed (the buyers bought under them).
import { useFieldArray, useWatch } from "react-hook-form";
import { RemoveButton } from "./remove-button";
import { Button } from "@/components/ui";
import { toPersianDigits } from "@/lib/format/digits";
import { TOUR_MESSAGES } from "@/lib/tours/messages";
import { ErrorText, NumberField, ReadOnlyNote, Section, useFieldError } from "./fields";

export function RefundRulesEditor({ withIds = false }: { withIds?: boolean }) {
  const { fields, append, remove } = useFieldArray({ name: "refundRules", keyName: "fieldKey" });
  const rules = (useWatch({ name: "refundRules" }) as { editable?: boolean; daysBefore: number | null }[]) ?? [];
  const locked = rules.some((r) => r.editable === false);
  const error = useFieldError("refundRules");
  const add = () => {
    const last = rules.at(-1)?.daysBefore;
    const daysBefore = last === undefined ? 7 : last === null || last <= 0 ? null : Math.max(0, last - 1);
    append(
      withIds
        ? { ruleId: null, daysBefore, penaltyPercent: null, editable: true }
        : { daysBefore, penaltyPercent: null },
    );
  };
  return (
    <Section
      title="قوانین استرداد"
      actions={
        !locked && (
          <Button variant="secondary" className="h-9 px-3" onClick={add}>
            افزودن قانون
          </Button>
        )
      }
    >
      <p className="text-sm text-slate-500">
        از بیشترین تعداد روز به کمترین؛ جریمه لغو بلیت در هر بازه به درصد مبلغ بلیت.
      </p>
      {locked && <ReadOnlyNote>{TOUR_MESSAGES.soldRefundRules}</ReadOnlyNote>}
      <ErrorText message={error} />
      <ol className="flex flex-col gap-2">
        {fields.map((field, index) => {
          const label = `قانون استرداد ${toPersianDigits(index + 1)}`;
          return (
            <li
              key={field.fieldKey}
              role="group"
              aria-label={label}
              className="grid grid-cols-[1fr_1fr_auto] items-start gap-3"
            >
              <NumberField
                name={`refundRules.${index}.daysBefore`}
                label="روز قبل از تور"
                disabled={locked}
                max={365}
              />
              <NumberField
                name={`refundRules.${index}.penaltyPercent`}
                label="درصد جریمه"
                disabled={locked}
                max={100}
                adornment="٪"
              />
              <RemoveButton label={label} className="mt-7 h-11" disabled={locked} onClick={() => remove(index)} />
            </li>
          );
        })}
      </ol>
    </Section>
  );
}
