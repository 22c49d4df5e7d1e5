"use client";
// /adminDashboard/financialReports/cancellations (spec doc 3 §3–§4, §7): refunds, 9 a page, with
// the spec's filters (OnlyPaid, a day range, TrackingId, AssignedToOperator); per refund: the
// automatic refund through the gateway, its bank status, the manual form (refNum, note, payDate;
// submit disabled until a tracking number is typed) and deletion; the list and the badge reload
// after each action; .xlsx of every matching row.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "react-toastify";
import { PANEL_META_KEY } from "@/components/admin-finance/finance-api";
import { Button, dataCell, DataTable, Input, Modal } from "@/components/ui";
import { formatDigits, formatJalaliDateTime, formatToman, toPersianDigits } from "@/lib/format";
import { AWAITING_ACCOUNT } from "@/lib/refunds/messages";
import { MONEY_TOASTS, REFUND_STATE_LABELS } from "./labels";
import { ConfirmModal, ListSummary, rangeQuery } from "./list-bits";
import { exportHref, moneyApi, moneyExports, type RefundRow } from "./money-api";
import { MoneyFilters } from "./money-filters";
import { useMoneyParams } from "./use-money-params";

const KEY = ["money", "refunds"] as const;

function ManualModal({ refund, onDone }: { refund: RefundRow; onDone: () => void }) {
  const [refNum, setRefNum] = useState("");
  const [note, setNote] = useState("");
  const [payDate, setPayDate] = useState("");
  const submit = useMutation({
    mutationFn: () =>
      moneyApi.completeRefund(refund.id, {
        refNum: refNum.trim(),
        note: note.trim() || null,
        payDate: payDate ? new Date(payDate).toISOString() : null,
      }),
    onSuccess: () => toast.success(MONEY_TOASTS.refundDone),
    onSettled: onDone,
  });
  return (
    <Modal
      open
      onClose={onDone}
      title="ثبت دستی استرداد"
      footer={
        <Button loading={submit.isPending} disabled={!refNum.trim()} onClick={() => submit.mutate()}>
          ثبت استرداد
        </Button>
      }
    >
      <div className="flex flex-col gap-3 text-sm">
        <p>
          کد رهگیری <span dir="ltr">{refund.trackingId}</span> — {formatToman(refund.returnedAmount)}
          {refund.cardNumber && (
            <>
              {" "}
              — کارت <span dir="ltr">{toPersianDigits(refund.cardNumber)}</span>
            </>
          )}
          {refund.iban && (
            <>
              {" "}
              — شبا <span dir="ltr">{refund.iban}</span>
            </>
          )}
          {refund.accountHolder && <> — به نام {refund.accountHolder}</>}
          {refund.awaitingAccount && <> — {AWAITING_ACCOUNT}</>}
        </p>
        <Input
          id="refund-refnum"
          label="شماره پیگیری"
          required
          value={refNum}
          onChange={(e) => setRefNum(e.target.value)}
        />
        <Input id="refund-note" label="توضیح" value={note} onChange={(e) => setNote(e.target.value)} />
        <Input
          id="refund-paydate"
          label="تاریخ واریز"
          type="date"
          dir="ltr"
          value={payDate}
          onChange={(e) => setPayDate(e.target.value)}
        />
      </div>
    </Modal>
  );
}

export function AdminRefundsView() {
  const client = useQueryClient();
  const money = useMoneyParams();
  const { page, onlyPaid, assigned, term: tracking } = money.params;
  const [manual, setManual] = useState<RefundRow | null>(null);
  const [deleting, setDeleting] = useState<RefundRow | null>(null);
  const query = {
    OnlyPaid: onlyPaid || undefined,
    AssignedToOperator: assigned ?? undefined,
    TrackingId: tracking.trim() || undefined,
    ...rangeQuery(money.range, "From", "To"),
    Page: page,
    PageSize: 9,
  };
  const list = useQuery({
    queryKey: [...KEY, query],
    queryFn: () => moneyApi.refunds(query),
    placeholderData: keepPreviousData,
  });
  const reload = () => {
    void client.invalidateQueries({ queryKey: KEY });
    void client.invalidateQueries({ queryKey: PANEL_META_KEY });
  };
  const auto = useMutation({
    mutationFn: moneyApi.autoRefund,
    onSuccess: (r) => toast.success(r.message),
    onSettled: reload,
  });
  const status = useMutation({
    mutationFn: moneyApi.autoRefundStatus,
    onSuccess: (r) =>
      r.bankStatus === "Done"
        ? toast.success(MONEY_TOASTS.autoRefundDone)
        : toast.info(`وضعیت بانک: ${r.bankStatus === "InProgress" ? "در حال انجام" : (r.bankStatus ?? "نامشخص")}`),
    onSettled: reload,
  });
  const remove = useMutation({
    mutationFn: moneyApi.deleteRefund,
    onSuccess: () => toast.success(MONEY_TOASTS.refundDeleted),
    onSettled: () => {
      setDeleting(null);
      reload();
    },
  });

  return (
    <div className="flex flex-col gap-4">
      <MoneyFilters
        money={money}
        onlyPaidId="refund-only-paid"
        rangeId="refund-range"
        rangeLabel="تاریخ لغو"
        excelHref={exportHref(moneyExports.refunds, query)}
      >
        <Input
          id="refund-tracking"
          label="کد رهگیری"
          dir="ltr"
          value={tracking}
          onChange={(e) => money.filter({ term: e.target.value })}
          containerClassName="w-40"
        />
        <label className="flex flex-col gap-1 text-sm" htmlFor="refund-assigned">
          ارجاع
          <select
            id="refund-assigned"
            className="input"
            value={assigned ?? ""}
            onChange={(e) =>
              money.filter({
                assigned: e.target.value === "true" || e.target.value === "false" ? e.target.value : null,
              })
            }
          >
            <option value="">همه</option>
            <option value="true">پشتیبانی همسفر</option>
            <option value="false">برگزارکننده تور</option>
          </select>
        </label>
      </MoneyFilters>
      {list.data && (
        <ListSummary
          total={list.data.totalItemCount}
          pages={list.data.pageCount}
          sum={list.data.totalAmount}
          label="جمع مبالغ بازگشتی"
        />
      )}
      <DataTable
        loading={list.isPending}
        empty={!list.data?.result.length}
        head={[
          "تاریخ",
          "تور",
          "کد رهگیری",
          "مسافران",
          "جریمه",
          "مبلغ بازگشتی",
          "کارت / شبا و صاحب حساب",
          "وضعیت",
          "عملیات",
        ]}
        minWidth={1100}
        paging={list.data && { page: page, pageCount: list.data.pageCount, onPage: money.setPage }}
      >
        {list.data?.result.map((r) => {
          const open = r.state === "OperatorPending";
          const autoRunning = r.autoRefundStatus === "InProgress";
          return (
            <tr key={r.id} className="border-t border-slate-100" data-testid="refund-row">
              <td className={dataCell}>{formatJalaliDateTime(r.createdAt)}</td>
              <td className={dataCell}>
                {r.tourTitle}
                <br />
                <span className="text-xs text-slate-500">{r.leader.fullName}</span>
              </td>
              <td className={dataCell} dir="ltr">
                {r.trackingId}
              </td>
              <td className={dataCell}>
                {r.cancelledPassengers.map((p) => p.fullName).join("، ")}
                <br />
                <span className="text-xs text-slate-500">{toPersianDigits(r.buyerMobile)}</span>
              </td>
              <td className={dataCell}>{formatDigits(r.penaltyPercent)}٪</td>
              <td className={dataCell}>{formatToman(r.returnedAmount)}</td>
              <td className={dataCell} data-testid="refund-pay-to">
                {r.awaitingAccount ? (
                  <span className="text-amber-800">{AWAITING_ACCOUNT}</span>
                ) : (
                  <>
                    {r.cardNumber && <div dir="ltr">{toPersianDigits(r.cardNumber)}</div>}
                    {r.iban && <div dir="ltr">{r.iban}</div>}
                    {r.accountHolder && <div className="text-xs text-slate-600">{r.accountHolder}</div>}
                  </>
                )}
              </td>
              <td className={dataCell}>
                {REFUND_STATE_LABELS[r.state]}
                {r.refNum && <div className="text-xs text-slate-500">پیگیری: {r.refNum}</div>}
              </td>
              <td className={dataCell}>
                {open && (
                  <div className="flex flex-wrap gap-2">
                    {!autoRunning && r.paymentMethod === "Online" && (
                      <Button
                        variant="secondary"
                        loading={auto.isPending && auto.variables === r.id}
                        onClick={() => auto.mutate(r.id)}
                      >
                        استرداد خودکار
                      </Button>
                    )}
                    {autoRunning && (
                      <Button
                        variant="secondary"
                        loading={status.isPending && status.variables === r.id}
                        onClick={() => status.mutate(r.id)}
                      >
                        استعلام بانک
                      </Button>
                    )}
                    {!autoRunning && <Button onClick={() => setManual(r)}>ثبت دستی</Button>}
                    {!autoRunning && (
                      <Button variant="danger" onClick={() => setDeleting(r)}>
                        حذف
                      </Button>
                    )}
                  </div>
                )}
              </td>
            </tr>
          );
        })}
      </DataTable>
      {manual && (
        <ManualModal
          refund={manual}
          onDone={() => {
            setManual(null);
            reload();
          }}
        />
      )}
      {deleting && (
        <ConfirmModal
          title="حذف استرداد"
          action="حذف استرداد"
          busy={remove.isPending}
          onConfirm={() => remove.mutate(deleting.id)}
          onClose={() => setDeleting(null)}
        >
          این استرداد از طریق همسفر پرداخت نخواهد شد و مبلغ آن به برگزارکننده و پلتفرم بازمی‌گردد. ادامه می‌دهید؟
        </ConfirmModal>
      )}
    </div>
  );
}
