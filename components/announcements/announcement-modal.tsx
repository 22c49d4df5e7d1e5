"use client";
// An opened announcement: title and body; a TicketCancelation one also shows the refund's details,
// read by the refund id it carries (GET /api/refunds/RefundInfo/{refundId}).
import { useQuery } from "@tanstack/react-query";
import { Modal, Spinner } from "@/components/ui";
import { formatDigits, formatJalaliDateTime, formatToman } from "@/lib/format";
import { announcementsApi, type Announcement } from "./announcements-api";

function RefundDetails({ refundId }: { refundId: string }) {
  const info = useQuery({ queryKey: ["announcements", "refund", refundId], queryFn: () => announcementsApi.refundInfo(refundId) });
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
  return (
    <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 rounded-lg bg-slate-50 p-3 text-sm" data-testid="refund-details">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-500">{label}</dt>
          <dd className="break-all">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function AnnouncementModal({ announcement, onClose, canReadRefunds }: { announcement: Announcement | null; onClose: () => void; canReadRefunds: boolean }) {
  return (
    <Modal open={Boolean(announcement)} onClose={onClose} title={announcement?.title}>
      {announcement && (
        <div data-testid="announcement-modal">
          <p className="text-sm leading-7 whitespace-pre-line text-slate-700">{announcement.body}</p>
          {announcement.annoncementType === "TicketCancelation" && announcement.entityId && canReadRefunds && <RefundDetails refundId={announcement.entityId} />}
        </div>
      )}
    </Modal>
  );
}
