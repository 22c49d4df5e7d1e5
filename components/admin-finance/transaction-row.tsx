"use client";
// One payment of the list, with its actions.
import { useState } from "react";
import { Button, cn } from "@/components/ui";
import { formatDigits, formatJalaliDateTime, formatToman } from "@/lib/format";
import { CompleteOnlineButton } from "./complete-online-button";
import { DecideC2cModal } from "./decide-c2c-modal";
import type { PaymentRow } from "./finance-api";
import { billPurposeLabel, paymentRowState, type StatusTone } from "./labels";
import { rowActions } from "./row-actions";

const TONES: Record<StatusTone, string> = {
  waiting: "bg-amber-100 text-amber-800",
  success: "bg-emerald-100 text-emerald-800",
  failure: "bg-red-100 text-red-700",
  neutral: "bg-slate-100 text-slate-600",
};

function Code({ value }: { value: string | null }) {
  return value ? (
    <span dir="ltr" className="font-mono text-xs">
      {formatDigits(value)}
    </span>
  ) : (
    <span className="text-slate-400">—</span>
  );
}

export function TransactionRow({ payment }: { payment: PaymentRow }) {
  const [decision, setDecision] = useState<boolean | null>(null);
  const actions = rowActions(payment);
  const method = payment.paymentType;
  const state = paymentRowState(payment);

  return (
    <tr data-testid="payment-row" data-payment-id={payment.paymentId} className="border-t border-slate-100 align-top">
      <td className="p-3 whitespace-nowrap">{formatDigits(payment.paymentId)}</td>
      <td className="p-3 whitespace-nowrap">{formatJalaliDateTime(payment.createdAt)}</td>
      <td className="p-3">
        <span dir="ltr" className="block whitespace-nowrap">
          {formatDigits(payment.payerMobile)}
        </span>
        {payment.payerName && <span className="block text-xs text-slate-500">{payment.payerName}</span>}
      </td>
      <td className="p-3">
        <Code value={payment.reference} />
        <span className="block text-xs text-slate-500">{billPurposeLabel(payment.purpose)}</span>
      </td>
      <td className="p-3" data-testid="payment-code">
        <Code value={method === "C2C" ? payment.paymentRefCode : payment.refId} />
      </td>
      <td className="p-3 whitespace-nowrap font-medium">{formatToman(payment.amount)}</td>
      <td className="p-3">
        <span
          data-testid="payment-status"
          className={cn("rounded-full px-2 py-0.5 text-xs whitespace-nowrap", TONES[state.tone])}
        >
          {state.label}
        </span>
      </td>
      <td className="p-3">
        <div className="flex flex-wrap gap-1">
          {actions.decide && (
            <>
              <Button className="h-8 px-3 text-xs" onClick={() => setDecision(true)}>
                تایید
              </Button>
              <Button variant="danger" className="h-8 px-3 text-xs" onClick={() => setDecision(false)}>
                رد
              </Button>
            </>
          )}
          {actions.complete && <CompleteOnlineButton paymentId={payment.paymentId} />}
        </div>
        {decision !== null && <DecideC2cModal payment={payment} confirm={decision} onClose={() => setDecision(null)} />}
      </td>
    </tr>
  );
}
