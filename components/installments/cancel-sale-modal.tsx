"use client";
// The leader's cancellation of a ticket sold in installments: the dialog first shows what the cancel
// would do today (GET …/cancel: the penalty of the tour's refund rules on what was paid, the refund,
// the unpaid installments dropped), then cancels on the leader's confirmation (POST …/cancel). The
// refund row it writes appears in the tour report's refunds, where the leader settles it.
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Button, Modal } from "@/components/ui";
import { ApiClientError } from "@/lib/client/api-client";
import { formatDigits, formatToman } from "@/lib/format";
import { installmentApi, type Sale } from "./installment-api";

export function CancelSaleModal({
  sale,
  onClose,
  onDone,
}: {
  sale: Sale;
  onClose: () => void;
  onDone: (returnedAmount: number) => void;
}) {
  const preview = useQuery({
    queryKey: ["installment-sales", sale.reservationId, "cancel-preview"],
    queryFn: () => installmentApi.previewCancel(sale.reservationId),
    retry: false,
    gcTime: 0,
  });
  const [saving, setSaving] = useState(false);
  const cancel = async () => {
    setSaving(true);
    try {
      const done = await installmentApi.cancelSale(sale.reservationId);
      onDone(done.returnedAmount);
    } catch {
      // Shown by the client.
    } finally {
      setSaving(false);
    }
  };
  const p = preview.data;
  return (
    <Modal
      open
      onClose={onClose}
      title={`لغو بلیت اقساطی ${sale.buyerName}`}
      footer={
        <span className="flex gap-2">
          <Button variant="secondary" onClick={onClose}>
            انصراف
          </Button>
          <Button
            variant="danger"
            loading={saving}
            disabled={!p}
            onClick={() => void cancel()}
            data-testid="sale-cancel-confirm"
          >
            لغو بلیت و ثبت استرداد
          </Button>
        </span>
      }
    >
      <div className="flex flex-col gap-3 text-sm" data-testid="sale-cancel-preview">
        {preview.isPending && <p>در حال محاسبه استرداد…</p>}
        {preview.isError && (
          <p className="text-red-700" role="alert">
            {preview.error instanceof ApiClientError ? preview.error.message : "محاسبه استرداد ممکن نشد."}
          </p>
        )}
        {p && (
          <>
            <p>
              همه مسافران این بلیت لغو می‌شوند و اقساط پرداخت‌نشده ({formatToman(p.unpaidAmount)}) دیگر از خریدار گرفته
              نمی‌شود. استرداد بر پایه آنچه خریدار تا امروز پرداخته و قوانین استرداد تور حساب شده است.
            </p>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
              <dt className="text-slate-600">پرداخت‌شده</dt>
              <dd data-testid="cancel-paid">{formatToman(p.paidAmount)}</dd>
              <dt className="text-slate-600">جریمه ({formatDigits(p.penaltyPercent)}٪)</dt>
              <dd data-testid="cancel-penalty">{formatToman(p.penaltyAmount)}</dd>
              <dt className="font-bold">مبلغ بازگشتی به خریدار</dt>
              <dd className="font-bold text-emerald-700" data-testid="cancel-returned">
                {formatToman(p.returnedAmount)}
              </dd>
            </dl>
          </>
        )}
      </div>
    </Modal>
  );
}
