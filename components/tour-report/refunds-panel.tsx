"use client";
// The tour's refunds (GET /api/refunds/{id}, id being the tour); a pending one may be settled by the leader, who
// paid the buyer back directly, with the bank reference (PUT /api/refunds/{tourId}/refund/{refundId}).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "react-toastify";
import { Button, FormField, Input, Modal } from "@/components/ui";
import { formatDigits, formatJalaliDateTime, formatToman } from "@/lib/format";
import { reportApi, type TourRefund } from "./report-api";

export function RefundsPanel({ tourId }: { tourId: number }) {
  const queryClient = useQueryClient();
  const { data } = useQuery({ queryKey: ["tour-report", tourId, "refunds"], queryFn: () => reportApi.refunds(tourId) });
  const [settling, setSettling] = useState<TourRefund | null>(null);
  const [refNum, setRefNum] = useState("");
  const settle = useMutation({
    mutationFn: () => reportApi.settleRefund(tourId, settling!.id, refNum.trim()),
    onSuccess: () => {
      toast.success("استرداد ثبت شد.");
      setSettling(null);
      setRefNum("");
      return queryClient.invalidateQueries({ queryKey: ["tour-report", tourId] });
    },
  });
  if (!data) return <p className="text-sm text-slate-500">در حال بارگذاری…</p>;
  if (!data.refunds.length) return <p className="card text-sm text-slate-600">استردادی برای این تور ثبت نشده است.</p>;
  return (
    <div className="card overflow-x-auto p-0">
      <table className="w-full min-w-[760px] text-sm" data-testid="refunds-table">
        <thead className="bg-slate-50 text-xs text-slate-500">
          <tr>
            <th className="p-2 text-start">مسافران</th>
            <th className="p-2 text-start">کد پیگیری</th>
            <th className="p-2 text-start">جریمه</th>
            <th className="p-2 text-start">مبلغ بازگشتی</th>
            <th className="p-2 text-start">شماره کارت</th>
            <th className="p-2 text-start">وضعیت</th>
            <th className="p-2 text-start">تاریخ</th>
            <th className="p-2" />
          </tr>
        </thead>
        <tbody>
          {data.refunds.map((r) => (
            <tr key={r.id} className="border-t border-slate-100">
              <td className="p-2">{r.cancelledPassengers.map((p) => p.fullName).join("، ")}</td>
              <td className="p-2" dir="ltr">{r.trackingId}</td>
              <td className="p-2">{formatDigits(r.penaltyPercent)}٪</td>
              <td className="p-2">{formatToman(r.returnedAmount)}</td>
              <td className="p-2" dir="ltr">{r.cardNumber ? formatDigits(r.cardNumber) : "—"}</td>
              <td className="p-2">
                {r.stateTitle}
                {r.refNum && <span className="block text-xs text-slate-500">پیگیری: {formatDigits(r.refNum)}</span>}
              </td>
              <td className="p-2 whitespace-nowrap">{formatJalaliDateTime(r.createdAt)}</td>
              <td className="p-2">
                {(r.state === "OperatorPending" || r.state === "TourLeaderPending") && r.returnedAmount > 0 && (
                  <Button variant="secondary" className="h-8 px-2 text-xs" onClick={() => setSettling(r)}>
                    پرداخت کردم
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Modal
        open={!!settling}
        onClose={() => setSettling(null)}
        title="ثبت پرداخت استرداد توسط شما"
        footer={
          <>
            <Button variant="secondary" onClick={() => setSettling(null)}>
              انصراف
            </Button>
            <Button disabled={!refNum.trim()} loading={settle.isPending} onClick={() => settle.mutate()}>
              ثبت
            </Button>
          </>
        }
      >
        <p className="mb-3 text-sm">
          مبلغ {settling && formatToman(settling.returnedAmount)} را خودتان به مسافر پرداخت کرده‌اید؟ این مبلغ به کیف پول شما بازمی‌گردد.
        </p>
        <FormField label="شماره پیگیری پرداخت" htmlFor="refund-refnum" required>
          <Input id="refund-refnum" value={refNum} onChange={(e) => setRefNum(e.target.value)} />
        </FormField>
      </Modal>
    </div>
  );
}
