"use client";
// The passengers of one session, grouped by vehicle: name, national id, mobile, seat, extra items,
// the extra question's answer, seller, payment method, status and boarding (QR check-in). Offline passengers are edited or
// deleted here; online ones edited (details, vehicle, seat).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import { toast } from "react-toastify";
import { Button, Modal } from "@/components/ui";
import { formatDigits, formatJalaliDateTime, formatToman } from "@/lib/format";
import { reportApi, type ReportPassenger, type ReportSession } from "./report-api";

export function PassengersTable({ tourId, session, extraQuestionTitle }: { tourId: number; session: ReportSession; extraQuestionTitle: string | null }) {
  const queryClient = useQueryClient();
  const [removing, setRemoving] = useState<ReportPassenger | null>(null);
  const remove = useMutation({
    mutationFn: (p: ReportPassenger) => reportApi.deleteOffline(tourId, p.id),
    onSuccess: () => {
      toast.success("مسافر حذف شد.");
      setRemoving(null);
      return queryClient.invalidateQueries({ queryKey: ["tour-report", tourId] });
    },
    onError: () => setRemoving(null),
  });
  const groups = [...session.vehicles.map((v) => ({ id: v.id as number | null, title: v.typeTitle })), { id: null, title: "بدون وسیله نقلیه" }]
    .map((g) => ({ ...g, rows: session.passengers.filter((p) => p.vehicleId === g.id) }))
    .filter((g) => g.rows.length || g.id !== null);

  if (!session.passengers.length) return <p className="card text-sm text-slate-600">هنوز مسافری برای این تاریخ ثبت نشده است.</p>;
  return (
    <div className="space-y-4">
      {groups.map((group) => (
        <section key={group.id ?? "none"} className="card overflow-x-auto p-0" aria-label={group.title}>
          <h3 className="border-b border-slate-100 p-3 text-sm font-bold">
            {group.title}، {formatDigits(group.rows.length)} مسافر
          </h3>
          <table className="w-full min-w-[900px] text-sm" data-testid="passengers-table">
            <thead className="bg-slate-50 text-xs text-slate-500">
              <tr>
                <th className="p-2 text-start">نام</th>
                <th className="p-2 text-start">کد ملی</th>
                <th className="p-2 text-start">موبایل</th>
                <th className="p-2 text-start">صندلی</th>
                <th className="p-2 text-start">آیتم‌های اضافه</th>
                {extraQuestionTitle && <th className="p-2 text-start">{extraQuestionTitle}</th>}
                <th className="p-2 text-start">فروشنده</th>
                <th className="p-2 text-start">پرداخت</th>
                <th className="p-2 text-start">وضعیت</th>
                <th className="p-2 text-start">سوار شد</th>
                <th className="p-2 text-start">عملیات</th>
              </tr>
            </thead>
            <tbody>
              {group.rows.map((p) => (
                <tr key={p.id} className="border-t border-slate-100" data-testid="passenger-row">
                  <td className="p-2 font-medium">{p.fullName}</td>
                  <td className="p-2">{formatDigits(p.nationalId)}</td>
                  <td className="p-2" dir="ltr">{formatDigits(p.mobile)}</td>
                  <td className="p-2">{p.seatNumber ? formatDigits(p.seatNumber) : "—"}</td>
                  <td className="p-2">{p.extraItems.length ? p.extraItems.map((e) => `${e.title} × ${formatDigits(e.count)}`).join("، ") : "—"}</td>
                  {extraQuestionTitle && <td className="p-2">{p.extraQuestionAnswer ?? "—"}</td>}
                  <td className="p-2">{p.sellerName ?? "برگزارکننده"}</td>
                  <td className="p-2 whitespace-nowrap">
                    {p.paymentMethodTitle}
                    <span className="block text-xs text-slate-500">{formatToman(p.paid)}</span>
                  </td>
                  <td className="p-2">
                    <span className={`rounded-full px-2 py-0.5 text-xs ${p.status === "Cancelled" ? "bg-red-50 text-red-700" : "bg-slate-100"}`}>{p.statusTitle}</span>
                  </td>
                  <td className="p-2 whitespace-nowrap" data-testid="passenger-boarded">
                    {p.boardedAt ? (
                      <>
                        {formatJalaliDateTime(p.boardedAt)}
                        <span className="block text-xs text-slate-500">{p.boardedByName}</span>
                      </>
                    ) : (
                      "—"
                    )}
                  </td>
                  <td className="p-2">
                    {p.status !== "Cancelled" && (
                      <div className="flex gap-1">
                        <Link
                          href={`/dashboard/tour/passenger?tourId=${tourId}&sessionId=${session.id}&passengerId=${p.id}`}
                          className="btn-secondary h-8 px-2 text-xs"
                        >
                          ویرایش
                        </Link>
                        {p.isOffline && (
                          <Button variant="secondary" className="h-8 px-2 text-xs text-red-600" onClick={() => setRemoving(p)}>
                            حذف
                          </Button>
                        )}
                      </div>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
      <Modal
        open={!!removing}
        onClose={() => setRemoving(null)}
        title="حذف مسافر آفلاین"
        footer={
          <>
            <Button variant="secondary" onClick={() => setRemoving(null)}>
              انصراف
            </Button>
            <Button variant="danger" loading={remove.isPending} onClick={() => removing && remove.mutate(removing)}>
              حذف مسافر
            </Button>
          </>
        }
      >
        <p className="text-sm">«{removing?.fullName}» حذف شود؟ جای او (و صندلی‌اش) آزاد می‌شود.</p>
      </Modal>
    </div>
  );
}
