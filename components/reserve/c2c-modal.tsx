"use client";
// Card-to-card: the card to transfer to, the amount, and the transfer's reference code.
import { Modal } from "@/components/ui/modal";
import type { PendingReservation } from "@/components/reserve/reserve-state";
import { formatToman } from "@/lib/format/number";
import { CodeText } from "@/components/ui/code-text";
import { C2cCardBox, RefCodeField, useRefCodeForm } from "./c2c-transfer";

export function C2cModal({
  pending,
  onClose,
  onDone,
}: {
  pending: PendingReservation;
  onClose: () => void;
  onDone: () => void;
}) {
  const form = useRefCodeForm(pending.billId, pending.paymentToken, onDone);

  return (
    <Modal
      open
      onClose={onClose}
      title="پرداخت کارت به کارت"
      footer={
        <button
          type="button"
          className="btn-primary"
          onClick={() => void form.submit()}
          disabled={form.sending}
          data-testid="c2c-submit"
        >
          ثبت کد پیگیری
        </button>
      }
    >
      <div className="space-y-4 text-sm" data-testid="c2c-modal">
        <p className="text-slate-700">
          مبلغ <strong>{formatToman(pending.amount)}</strong> را به کارت زیر واریز کنید و کد پیگیری واریز را وارد کنید.
        </p>
        <C2cCardBox card={pending.c2cCard} />
        <RefCodeField id="c2c-ref" value={form.refCode} error={form.error} onChange={form.setRefCode} />
        <p className="text-xs text-slate-500">
          کد رهگیری بلیت: <CodeText value={pending.trackingId} />
        </p>
        <p className="text-xs text-slate-500">
          اگر صفحه را بستید، کد پیگیری واریز را بعداً از صفحه «پیگیری بلیت» هم می‌توانید ثبت کنید.
        </p>
      </div>
    </Modal>
  );
}
