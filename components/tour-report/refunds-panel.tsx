"use client";
// The tour's refunds (GET /api/refunds/{id}, id being the tour); a pending one may be settled by the leader, who
// paid the buyer back directly, with the bank reference (PUT /api/refunds/{tourId}/refund/{refundId}).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "react-toastify";
import { Button, DataTable, FormField, Input, Modal } from "@/components/ui";
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
  return (
    <>
      <DataTable
        loading={!data}
        empty={!data?.refunds.length}
        emptyText="استردادی برای این تور ثبت نشده است."
        head={["مسافران", "کد پیگیری", "جریمه", "مبلغ بازگشتی", "شماره کارت", "وضعیت", "تاریخ", ""]}
        minWidth={760}
        testId="refunds-table"
      >
        {data?.refunds.map((r) => (
          <tr key={r.id} className="border-t border-slate-100">
            <td className="p-2">{r.cancelledPassengers.map((p) => p.fullName).join("، ")}</td>
            <td className="p-2" dir="ltr">
              {r.trackingId}
            </td>
            <td className="p-2">{formatDigits(r.penaltyPercent)}٪</td>
            <td className="p-2">{formatToman(r.returnedAmount)}</td>
            <td className="p-2" dir="ltr">
              {r.cardNumber ? formatDigits(r.cardNumber) : "—"}
            </td>
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
      </DataTable>
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
          مبلغ {settling && formatToman(settling.returnedAmount)} را خودتان به مسافر پرداخت کرده‌اید؟ این مبلغ به کیف
          پول شما بازمی‌گردد.
        </p>
        <FormField label="شماره پیگیری پرداخت" htmlFor="refund-refnum" required>
          <Input id="refund-refnum" value={refNum} onChange={(e) => setRefNum(e.target.value)} />
        </FormField>
      </Modal>
    </>
  );
}
