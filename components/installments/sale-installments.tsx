"use client";
// One installment sale opened in the list: its installments (overdue ones marked red) and the leader's
// actions: record a payment made outside the gateway (cash or cheque), move a due date, or cancel the
// ticket under the refund rules (cancel-sale-modal.tsx); a cancelled sale links to the tour's refunds.
import { useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import { toast } from "react-toastify";
import { JalaliDayInput } from "@/components/product-dashboard/jalali-day-input";
import { Button, FormField, Input, Modal, MoneyInput } from "@/components/ui";
import { formatDigits, formatJalaliDate, formatToman } from "@/lib/format";
import { addDays, tehranDay, tehranInstant, tehranToday } from "@/lib/format/tehran-time";
import { installmentTitle } from "@/lib/shared/installment-title";
import { INSTALLMENT_MESSAGES } from "@/lib/installments/messages";
import { CancelSaleModal } from "./cancel-sale-modal";
import { INSTALLMENT_STATUS, installmentApi, paidByTitle, type Sale, type SaleInstallment } from "./installment-api";

type Action = { kind: "offline" | "due"; installment: SaleInstallment } | { kind: "cancel" };

export function SaleInstallments({ sale }: { sale: Sale }) {
  const client = useQueryClient();
  const [action, setAction] = useState<Action | null>(null);
  const done = async (message: string) => {
    toast.success(message);
    setAction(null);
    await client.invalidateQueries({ queryKey: ["installment-sales"] });
  };
  return (
    <div className="flex flex-col gap-2" data-testid="sale-installments">
      <ul className="flex flex-col gap-2">
        {sale.installments.map((i) => (
          <li
            key={i.id}
            data-testid="sale-installment"
            data-status={i.status}
            data-overdue={i.overdue}
            className={`flex flex-wrap items-center justify-between gap-2 rounded-lg border p-2 text-sm ${i.overdue ? "border-red-300 bg-red-50" : "border-slate-200 bg-white"}`}
          >
            <span className="min-w-0">
              <strong>{installmentTitle(i.sequence)}</strong>
              {"، "}
              {formatToman(i.amount)}، سررسید {formatJalaliDate(i.dueAt)}
              {"، "}
              <span
                className={i.overdue ? "font-bold text-red-700" : i.status === "Paid" ? "text-emerald-700" : undefined}
              >
                {i.overdue ? "معوق" : INSTALLMENT_STATUS[i.status]}
              </span>
              {i.paidAt && ` (${formatJalaliDate(i.paidAt)}${i.paidBy ? `، ${paidByTitle(i.paidBy)}` : ""})`}
              {i.note && <span className="block text-xs text-slate-600">{i.note}</span>}
            </span>
            {i.status === "Due" && sale.state !== "cancelled" && (
              <span className="flex gap-1">
                <Button
                  variant="secondary"
                  className="h-8 px-2 text-xs"
                  onClick={() => setAction({ kind: "offline", installment: i })}
                  data-testid="installment-offline"
                >
                  ثبت پرداخت حضوری
                </Button>
                <Button
                  variant="secondary"
                  className="h-8 px-2 text-xs"
                  onClick={() => setAction({ kind: "due", installment: i })}
                  data-testid="installment-extend"
                >
                  تمدید سررسید
                </Button>
              </span>
            )}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-2">
        {sale.state !== "cancelled" && (
          <Button
            variant="danger"
            className="h-8 px-2 text-xs"
            onClick={() => setAction({ kind: "cancel" })}
            data-testid="sale-cancel"
          >
            لغو بلیت
          </Button>
        )}
        <Link href={`/dashboard/tour/report/${sale.tourId}`} className="text-xs text-brand-700 underline">
          گزارش تور و استردادها
        </Link>
      </div>
      {action?.kind === "cancel" && (
        <CancelSaleModal
          sale={sale}
          onClose={() => setAction(null)}
          onDone={(returned) => void done(`بلیت لغو شد و استرداد ${formatToman(returned)} ثبت شد`)}
        />
      )}
      {action?.kind === "offline" && (
        <OfflinePaymentModal
          installment={action.installment}
          onClose={() => setAction(null)}
          onDone={() => void done("پرداخت قسط ثبت شد")}
        />
      )}
      {action?.kind === "due" && (
        <DueDateModal
          installment={action.installment}
          sessionStart={sale.sessionStart}
          onClose={() => setAction(null)}
          onDone={() => void done("سررسید قسط تغییر کرد")}
        />
      )}
    </div>
  );
}

function OfflinePaymentModal({
  installment,
  onClose,
  onDone,
}: {
  installment: SaleInstallment;
  onClose: () => void;
  onDone: () => void;
}) {
  const [amount, setAmount] = useState<number | null>(installment.amount);
  const [day, setDay] = useState(tehranToday());
  const [kind, setKind] = useState<"cash" | "cheque">("cash");
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const save = async () => {
    const e: Record<string, string> = {};
    if (amount !== installment.amount)
      e.amount = `مبلغ پرداخت باید برابر مبلغ قسط (${formatToman(installment.amount)}) باشد`;
    if (!day) e.day = "تاریخ پرداخت را انتخاب کنید";
    else if (day > tehranToday()) e.day = "تاریخ پرداخت نمی‌تواند بعد از امروز باشد";
    if (kind === "cheque" && !note.trim()) e.note = INSTALLMENT_MESSAGES.chequeNote;
    setErrors(e);
    if (Object.keys(e).length) return;
    setSaving(true);
    try {
      await installmentApi.recordOffline(installment.id, {
        amount: amount!,
        // Today's payment is stamped now: noon of today is still ahead before noon, and refused as future.
        paidAt: day === tehranToday() ? new Date().toISOString() : tehranInstant(day, "12:00"),
        kind,
        note: note.trim() || undefined,
      });
      onDone();
    } catch {
      // Shown by the client.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={`ثبت پرداخت حضوری قسط ${formatDigits(installment.sequence)}`}
      footer={
        <Button loading={saving} onClick={() => void save()} data-testid="offline-save">
          ثبت پرداخت
        </Button>
      }
    >
      <div className="flex flex-col gap-3" data-testid="offline-form">
        <MoneyInput
          id="offline-amount"
          label="مبلغ"
          required
          value={amount}
          error={errors.amount}
          onChange={setAmount}
        />
        <JalaliDayInput
          id="offline-day"
          label="تاریخ پرداخت"
          required
          value={day}
          error={errors.day}
          onChange={setDay}
        />
        <FormField label="نوع پرداخت">
          <div className="flex gap-4 text-sm" role="radiogroup" aria-label="نوع پرداخت">
            {(["cash", "cheque"] as const).map((k) => (
              <label key={k} className="flex items-center gap-2">
                <input type="radio" name="offline-kind" checked={kind === k} onChange={() => setKind(k)} />
                {k === "cash" ? "نقدی" : "چک"}
              </label>
            ))}
          </div>
        </FormField>
        <Input
          id="offline-note"
          label="توضیح"
          maxLength={200}
          value={note}
          error={errors.note}
          onChange={(e) => setNote(e.target.value)}
        />
      </div>
    </Modal>
  );
}

function DueDateModal({
  installment,
  sessionStart,
  onClose,
  onDone,
}: {
  installment: SaleInstallment;
  sessionStart: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const [day, setDay] = useState(addDays(tehranDay(installment.dueAt), 7));
  const [error, setError] = useState("");
  const [saving, setSaving] = useState(false);
  const save = async () => {
    if (!day) return setError("سررسید تازه را انتخاب کنید");
    if (day <= tehranToday()) return setError("سررسید تازه باید بعد از امروز باشد");
    if (day >= tehranDay(sessionStart)) return setError("سررسید باید پیش از تاریخ حرکت باشد");
    setError("");
    setSaving(true);
    try {
      await installmentApi.moveDueDate(installment.id, { dueAt: tehranInstant(day, "23:59") });
      onDone();
    } catch {
      // Shown by the client.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={`تمدید سررسید قسط ${formatDigits(installment.sequence)}`}
      footer={
        <Button loading={saving} onClick={() => void save()} data-testid="due-save">
          ذخیره
        </Button>
      }
    >
      <div className="flex flex-col gap-3 text-sm">
        <p>
          سررسید فعلی: {formatJalaliDate(installment.dueAt)}؛ حرکت: {formatJalaliDate(sessionStart)}
        </p>
        <JalaliDayInput id="due-day" label="سررسید تازه" required value={day} error={error} onChange={setDay} />
      </div>
    </Modal>
  );
}
