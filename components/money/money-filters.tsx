"use client";
// The filter bar of a money list, bound to the address (useMoneyParams): the list's own fields
// first, then "only paid" where the list has it, the day range and the .xlsx of every matching row.
import type { ReactNode } from "react";
import { Checkbox } from "@/components/ui";
import { DayRangeFilter, ExcelLink } from "./list-bits";
import type { MoneyParams } from "./use-money-params";

export function MoneyFilters({
  money,
  rangeId,
  rangeLabel,
  onlyPaidId,
  excelHref,
  children,
}: {
  money: MoneyParams;
  rangeId: string;
  rangeLabel: string;
  /** Shown (with this id) where the list filters on paid rows. */
  onlyPaidId?: string;
  excelHref: string;
  children?: ReactNode;
}) {
  return (
    <div className="card flex flex-wrap items-end gap-4">
      {children}
      {onlyPaidId && (
        <Checkbox
          id={onlyPaidId}
          label="فقط پرداخت‌شده‌ها"
          checked={money.params.onlyPaid}
          onChange={(e) => money.filter({ onlyPaid: e.target.checked })}
        />
      )}
      <div className="w-full sm:w-64">
        <DayRangeFilter id={rangeId} label={rangeLabel} value={money.range} onChange={(r) => money.filter(r)} />
      </div>
      <ExcelLink href={excelHref} />
    </div>
  );
}
