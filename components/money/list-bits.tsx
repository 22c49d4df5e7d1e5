"use client";
// Small shared pieces of the money lists (their table is components/ui/data-table.tsx): the summary
// line, the .xlsx link, a day range turned into the API's instants and the confirm modal.
import type { ReactNode } from "react";
import { Button, JalaliDayRange, Modal } from "@/components/ui";
import { dayEndInstant, dayStartInstant } from "@/components/admin-finance/transaction-params";
import { formatDigits, formatToman } from "@/lib/format";

export function ListSummary({
  total,
  pages,
  sum,
  label = "جمع مبالغ",
}: {
  total: number;
  pages: number;
  sum?: number;
  label?: string;
}) {
  return (
    <p className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-600" data-testid="list-summary">
      <span>تعداد: {formatDigits(total)}</span>
      <span>تعداد صفحات: {formatDigits(pages)}</span>
      {sum !== undefined && (
        <span>
          {label}: {formatToman(sum)}
        </span>
      )}
    </p>
  );
}

export function ExcelLink({ href }: { href: string }) {
  return (
    <a className="btn-secondary inline-flex items-center gap-2 text-sm" href={href} download data-testid="excel-export">
      دریافت اکسل
    </a>
  );
}

export interface DayRange {
  from: string | null;
  to: string | null;
}

export function DayRangeFilter({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: DayRange;
  onChange: (r: DayRange) => void;
}) {
  return <JalaliDayRange id={id} label={label} from={value.from} to={value.to} onChange={onChange} />;
}

/** The range as the API's inclusive instants. */
export function rangeQuery(r: DayRange, fromKey: string, toKey: string) {
  const to = r.to ?? r.from;
  return { [fromKey]: r.from ? dayStartInstant(r.from) : undefined, [toKey]: to ? dayEndInstant(to) : undefined };
}

/** A question before a destructive action (delete a checkout, a refund): one danger button. */
export function ConfirmModal({
  title,
  action,
  busy,
  onConfirm,
  onClose,
  children,
}: {
  title: string;
  action: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      footer={
        <Button variant="danger" loading={busy} onClick={onConfirm}>
          {action}
        </Button>
      }
    >
      <p className="text-sm">{children}</p>
    </Modal>
  );
}
