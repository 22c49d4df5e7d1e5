"use client";
// Confirming or rejecting a card-to-card transfer is asked once more, with what was reported, before
// PUT /api/Operator/determine-c2c-payment/{paymentId}?confirm= is sent (a confirmation pays the
// bill and texts the buyer; neither can be taken back).
import { useMutation } from "@tanstack/react-query";
import { toast } from "react-toastify";
import { Button, Modal } from "@/components/ui";
import { formatDigits, formatToman } from "@/lib/format";
import { financeApi, type PaymentRow } from "./finance-api";
import { FINANCE_TOASTS } from "./labels";
import { useRefreshPayments } from "./use-refresh-payments";

interface Props {
  payment: PaymentRow;
  confirm: boolean;
  onClose: () => void;
}

export function DecideC2cModal({ payment, confirm, onClose }: Props) {
  const refresh = useRefreshPayments();
  const decide = useMutation({
    mutationFn: () => financeApi.decideC2c(payment.paymentId, confirm),
    // A transfer for a booking closed meanwhile becomes a refund: the answer's own text says so.
    onSuccess: (answer) =>
      answer.owedBack
        ? toast.warning(answer.message)
        : toast.success(confirm ? FINANCE_TOASTS.confirmed : FINANCE_TOASTS.rejected),
    // Also after a refusal (someone else decided first): the list then shows the current state.
    onSettled: () => {
      onClose();
      return refresh();
    },
  });

  return (
    <Modal
      open
      onClose={() => !decide.isPending && onClose()}
      title={confirm ? "تایید تراکنش کارت به کارت" : "رد تراکنش کارت به کارت"}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={decide.isPending}>
            انصراف
          </Button>
          <Button variant={confirm ? "primary" : "danger"} loading={decide.isPending} onClick={() => decide.mutate()}>
            {confirm ? "بله، تایید شود" : "بله، رد شود"}
          </Button>
        </>
      }
    >
      {/* A closed booking: only what will happen (no ticket, a refund), never also the sale's «خرید نهایی». */}
      {confirm && payment.billStatus !== "Pending" ? (
        <p role="alert" className="mb-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900" data-testid="c2c-owed-back">
          این خرید پیش‌تر لغو شده یا مهلت آن گذشته است؛ با تایید، بلیتی صادر نمی‌شود و مبلغ واریزی به صورت استرداد برای
          پرداخت به خریدار ثبت و به او پیامک می‌شود. آیا دریافت واریز زیر را تایید می‌کنید؟
        </p>
      ) : (
        <p className="mb-3 text-sm text-slate-700">
          {confirm
            ? "با تایید، خرید نهایی و پیامک ثبت‌نام برای خریدار ارسال می‌شود. آیا واریز زیر را تایید می‌کنید؟"
            : "با رد، رزرو موقت لغو و ظرفیت آزاد می‌شود. آیا واریز زیر را رد می‌کنید؟"}
        </p>
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 rounded-lg bg-slate-50 p-3 text-sm">
        <dt className="text-slate-500">مبلغ</dt>
        <dd className="font-semibold">{formatToman(payment.amount)}</dd>
        <dt className="text-slate-500">کد پیگیری واریز</dt>
        <dd dir="ltr" className="text-end">
          {formatDigits(payment.paymentRefCode ?? "—")}
        </dd>
        <dt className="text-slate-500">موبایل پرداخت‌کننده</dt>
        <dd dir="ltr" className="text-end">
          {formatDigits(payment.payerMobile)}
        </dd>
        {payment.reference && (
          <>
            <dt className="text-slate-500">کد رهگیری</dt>
            <dd dir="ltr" className="text-end">
              {formatDigits(payment.reference)}
            </dd>
          </>
        )}
      </dl>
    </Modal>
  );
}
