"use client";
// An opened announcement: title and body; a TicketCancelation one also shows the refund's details,
// read by the refund id it carries (GET /api/refunds/RefundInfo/{refundId}), and while the refund
// is pending, the spec's manual form: the leader who paid the traveller back themselves records the
// bank reference (PUT /api/refunds/{tourId}/refund/{refundId}); submit stays off until one is typed.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "react-toastify";
import { reportApi } from "@/components/tour-report/report-api";
import { Button, FormField, Input, Modal, Spinner } from "@/components/ui";
import { formatDigits, formatJalaliDateTime, formatToman } from "@/lib/format";
import { announcementsApi, type Announcement, type RefundInfo } from "./announcements-api";

const PENDING = ["OperatorPending", "TourLeaderPending"];

function ManualRefundForm({ refund }: { refund: RefundInfo }) {
  const queryClient = useQueryClient();
  const [refNum, setRefNum] = useState("");
  const settle = useMutation({
    mutationFn: () => reportApi.settleRefund(refund.tourId, refund.id, refNum.trim()),
    onSuccess: () => {
      toast.success("استرداد ثبت شد.");
      return queryClient.invalidateQueries({ queryKey: ["announcements", "refund", String(refund.id)] });
    },
  });
  return (
    <form
      className="mt-3 space-y-2 rounded-lg border border-slate-200 p-3"
      data-testid="manual-refund-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (refNum.trim()) settle.mutate();
      }}
    >
      <p className="text-sm text-slate-700">
        اگر مبلغ {formatToman(refund.returnedAmount)} را خودتان به مسافر پرداخت کرده‌اید، شماره پیگیری واریز را ثبت
        کنید؛ این مبلغ به کیف پول شما بازمی‌گردد.
      </p>
      <FormField label="شماره پیگیری واریز" htmlFor={`refund-${refund.id}-refnum`} required>
        <Input id={`refund-${refund.id}-refnum`} dir="ltr" value={refNum} onChange={(e) => setRefNum(e.target.value)} />
      </FormField>
      <Button type="submit" disabled={!refNum.trim()} loading={settle.isPending}>
        ثبت استرداد
      </Button>
    </form>
  );
}

function RefundDetails({ refundId }: { refundId: string }) {
  const info = useQuery({
    queryKey: ["announcements", "refund", refundId],
    queryFn: () => announcementsApi.refundInfo(refundId),
  });
  if (info.isPending) return <Spinner className="size-5" />;
  if (!info.data) return null;
  const r = info.data;
  const rows: [string, string][] = [
    ["تور", r.tourTitle],
    ["کد رهگیری", r.trackingId],
    ["موبایل خریدار", formatDigits(r.buyerMobile)],
    ["مسافران لغوشده", r.cancelledPassengers.map((p) => p.fullName).join("، ")],
    ["مبلغ پرداختی", formatToman(r.paidAmount)],
    ["جریمه", `${formatDigits(r.penaltyPercent)}٪ (${formatToman(r.penaltyAmount)})`],
    ["مبلغ قابل استرداد", formatToman(r.returnedAmount)],
    ["شماره کارت", r.cardNumber ? formatDigits(r.cardNumber) : "—"],
    ["شبا", r.iban ? formatDigits(r.iban) : "—"],
    ["تاریخ لغو", formatJalaliDateTime(r.createdAt)],
  ];
  if (r.refNum) rows.push(["شماره پیگیری واریز", r.refNum]);
  return (
    <>
      <dl
        className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 rounded-lg bg-slate-50 p-3 text-sm"
        data-testid="refund-details"
      >
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-500">{label}</dt>
            <dd className="break-all">{value}</dd>
          </div>
        ))}
      </dl>
      {PENDING.includes(r.state) && r.returnedAmount > 0 && <ManualRefundForm refund={r} />}
    </>
  );
}

export function AnnouncementModal({
  announcement,
  onClose,
  canReadRefunds,
}: {
  announcement: Announcement | null;
  onClose: () => void;
  canReadRefunds: boolean;
}) {
  return (
    <Modal open={Boolean(announcement)} onClose={onClose} title={announcement?.title}>
      {announcement && (
        <div data-testid="announcement-modal">
          <p className="text-sm leading-7 whitespace-pre-line text-slate-700">{announcement.body}</p>
          {announcement.annoncementType === "TicketCancelation" && announcement.entityId && canReadRefunds && (
            <RefundDetails refundId={announcement.entityId} />
          )}
        </div>
      )}
    </Modal>
  );
}
